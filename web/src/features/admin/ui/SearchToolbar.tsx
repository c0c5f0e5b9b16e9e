/** A list screen's search box with its "Showing X of Y" line beside it (stacked on phones). */
import { SearchBox } from './SearchBox'
import styles from './SearchToolbar.module.css'

interface Props {
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  /** "Showing X of Y ...", announced politely as the list changes. */
  count: string
}

export function SearchToolbar({ label, placeholder, value, onChange, count }: Props) {
  return (
    <div className={styles.toolbar}>
      <SearchBox label={label} hideLabel value={value} onChange={onChange} placeholder={placeholder} />
      <p className={styles.count} aria-live="polite">
        {count}
      </p>
    </div>
  )
}
