/** Add and remove entries of a list field (time slots, tags, photo URLs...): never empty entries, never duplicates. */
import { useId, useState, type KeyboardEvent } from 'react'
import { Button } from '../../../components/Button'
import { TEXT, fill } from './texts'
import styles from './ListEditor.module.css'

interface Props {
  label: string
  items: readonly string[]
  onChange: (items: string[]) => void
  placeholder?: string
  hint?: string
  /** A message from the form's validation or the server, shown at the field. */
  error?: string
  maxLength?: number
  /** 'url' for photo URLs, 'time' for time slots... */
  inputType?: 'text' | 'url' | 'time' | 'email'
  addLabel?: string
  required?: boolean
  /** The language the entries are written in ('hi' for the Hindi lists), when not the page's. */
  lang?: string
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export function ListEditor({ label, items, onChange, placeholder, hint, error, maxLength = 200, inputType = 'text', addLabel = TEXT.add, required, lang }: Props) {
  const id = useId()
  const [draft, setDraft] = useState('')
  const [problem, setProblem] = useState<string>()
  const shown = problem ?? error

  const add = () => {
    const value = draft.trim()
    if (!value) return setProblem(TEXT.listRequired)
    if (items.some((item) => same(item, value))) return setProblem(fill(TEXT.listDuplicate, { value }))
    onChange([...items, value])
    setDraft('')
    setProblem(undefined)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the entry instead of submitting the surrounding form.
    if (event.key === 'Enter') {
      event.preventDefault()
      add()
    }
  }

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true" className={styles.required}> *</span>}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          type={inputType}
          lang={lang}
          className={`${styles.input} ${shown ? styles.invalid : ''}`}
          value={draft}
          placeholder={placeholder}
          maxLength={maxLength}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : hint ? `${id}-hint` : undefined}
          onChange={(event) => {
            setDraft(event.target.value)
            setProblem(undefined)
          }}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" onClick={add} aria-label={`${addLabel}: ${label}`}>
          {addLabel}
        </Button>
      </div>
      {hint && !shown && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {shown && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {shown}
        </p>
      )}
      {items.length === 0 ? (
        <p className={styles.empty}>{TEXT.listEmpty}</p>
      ) : (
        <ul className={styles.items} aria-label={label} lang={lang}>
          {items.map((item) => (
            <li key={item} className={styles.item}>
              <span className={styles.text}>{item}</span>
              <button type="button" className={styles.remove} aria-label={fill(TEXT.removeItem, { value: item })} onClick={() => onChange(items.filter((other) => other !== item))}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
