/** A labelled <select> of statuses (label may be visually hidden inside tables). */
import { useId } from 'react'
import { statusLabel } from './StatusBadge'
import styles from './StatusSelect.module.css'

interface Props {
  label: string
  value: string
  options: readonly string[]
  onChange: (status: string) => void
  disabled?: boolean
  busy?: boolean
  hideLabel?: boolean
}

export function StatusSelect({ label, value, options, onChange, disabled = false, busy = false, hideLabel = true }: Props) {
  const id = useId()
  const all = options.includes(value) ? options : [value, ...options]
  return (
    <span className={styles.wrap}>
      <label htmlFor={id} className={hideLabel ? styles.hidden : styles.label}>
        {label}
      </label>
      <select id={id} className={styles.select} value={value} disabled={disabled || busy} aria-busy={busy || undefined} onChange={(event) => onChange(event.target.value)}>
        {all.map((status) => (
          <option key={status} value={status}>
            {statusLabel(status)}
          </option>
        ))}
      </select>
    </span>
  )
}
