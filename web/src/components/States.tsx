/** Loading, empty, error and notice states every screen shares. */
import type { ReactNode } from 'react'
import { Button } from './Button'
import styles from './States.module.css'

export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}

export function EmptyState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {children}
    </div>
  )
}

/** The API is down or refused: say so plainly and offer a retry, never a blank page. */
export function ErrorState({ message, onRetry, retryLabel }: { message: string; onRetry?: () => void; retryLabel: string }) {
  return (
    <div className={styles.error} role="alert">
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  )
}

export function Notice({ tone = 'info', children }: { tone?: 'info' | 'success' | 'warning' | 'error'; children: ReactNode }) {
  return (
    <div className={`${styles.notice} ${styles[`tone-${tone}`]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  )
}
