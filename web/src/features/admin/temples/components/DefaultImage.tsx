/** The default picture shown where a temple photo is missing or its URL is broken. */
import styles from './DefaultImage.module.css'

export function DefaultImage({ label, className }: { label: string; className?: string }) {
  return (
    <div className={`${styles.fallback} ${className ?? ''}`} role="img" aria-label={label}>
      <svg viewBox="0 0 64 64" className={styles.icon} aria-hidden="true">
        <path d="M32 6l4 8h-8z M20 22h24l-4-8H24z M14 30h36l-6-8H20z M12 30h40v4H12z M16 34h32v22H16z" />
        <path className={styles.door} d="M28 44a4 4 0 0 1 8 0v12h-8z" />
      </svg>
    </div>
  )
}
