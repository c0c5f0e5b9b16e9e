/** Stat cards in a responsive grid: a label, a big value and an optional hint. */
import type { ReactNode } from 'react'
import styles from './StatCard.module.css'

export type StatTone = 'saffron' | 'green' | 'blue' | 'yellow' | 'red' | 'purple'

interface StatProps {
  label: ReactNode
  value: ReactNode
  hint?: ReactNode
  icon?: ReactNode
  tone?: StatTone
}

export function StatCard({ label, value, hint, icon, tone = 'saffron' }: StatProps) {
  return (
    <li className={`${styles.card} ${styles[tone]}`}>
      <div className={styles.top}>
        <span className={styles.label}>{label}</span>
        {icon && (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )}
      </div>
      <span className={styles.value}>{value}</span>
      {hint && <span className={styles.hint}>{hint}</span>}
    </li>
  )
}

/** A list of StatCards; `label` names the group for screen readers. */
export function StatGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  )
}
