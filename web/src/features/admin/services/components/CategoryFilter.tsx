/** A toggle that reveals the category chips (All first); the chosen chip filters the table. */
import { useId, useState } from 'react'
import { ALL } from '../api'
import { TEXT } from '../texts'
import styles from './CategoryFilter.module.css'

interface Props {
  categories: string[]
  value: string
  onChange: (category: string) => void
}

export function CategoryFilter({ categories, value, onChange }: Props) {
  const chipsId = useId()
  // Open from the start when a chip other than All is chosen, so the filter in force is visible.
  const [open, setOpen] = useState(value !== ALL)
  return (
    <div className={styles.filter}>
      <button type="button" className={`${styles.toggle} ${value !== ALL ? styles.filtered : ''}`} aria-expanded={open} aria-controls={chipsId} onClick={() => setOpen(!open)}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 5h18l-7 8v6l-4-2v-4L3 5Z" />
        </svg>
        <span>
          {TEXT.filterToggle}
          {value !== ALL && <span className={styles.current}>: {value}</span>}
        </span>
      </button>
      <div id={chipsId} role="group" aria-label={TEXT.categoryChips} className={styles.chips} hidden={!open}>
        {[ALL, ...categories].map((category) => (
          <button key={category} type="button" className={styles.chip} aria-pressed={category === value} onClick={() => onChange(category)}>
            {category}
          </button>
        ))}
      </div>
    </div>
  )
}
