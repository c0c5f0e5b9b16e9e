/** A labelled search input (type=search, max 100 characters); the label may be visually hidden. */
import { useId } from 'react'
import styles from './SearchBox.module.css'

interface Props {
  label: string
  value: string
  onChange: (value: string) => void
  placeholder?: string
  /** Keep the label for screen readers only (the placeholder says what to type). */
  hideLabel?: boolean
  maxLength?: number
}

export function SearchBox({ label, value, onChange, placeholder, hideLabel = false, maxLength = 100 }: Props) {
  const id = useId()
  return (
    <div className={styles.box}>
      <label htmlFor={id} className={hideLabel ? styles.hidden : styles.label}>
        {label}
      </label>
      <span className={styles.wrap}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <input id={id} type="search" className={styles.input} value={value} placeholder={placeholder} maxLength={maxLength} onChange={(event) => onChange(event.target.value)} />
      </span>
    </div>
  )
}
