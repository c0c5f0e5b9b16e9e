/** A list folded under its title and count ("What's included (5)"), opened by a tap: the
 * puja's lists on its card and on the priest's visit. Nothing is drawn for an empty list. */
import styles from './ListDetails.module.css'

export function ListDetails({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null
  return (
    <details className={styles.details}>
      <summary>
        {label} ({items.length})
      </summary>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </details>
  )
}
