/** A priest's days off: dates added with a date picker and removed one by one, in date order. */
import { useId, useState } from 'react'
import { Button } from '../../../../components/Button'
import { TEXT } from '../texts'
import { fill } from '../../ui/texts'
import styles from './ChoiceGroup.module.css'
import frame from './FormGroup.module.css'

interface Props {
  days: readonly string[]
  error?: string
  onChange: (days: string[]) => void
}

export function DaysOffEditor({ days, error, onChange }: Props) {
  const id = useId()
  const [draft, setDraft] = useState('')
  const add = () => {
    if (!draft || days.includes(draft)) return
    onChange([...days, draft].sort())
    setDraft('')
  }
  return (
    <fieldset className={frame.fieldset} aria-describedby={`${id}-hint`}>
      <legend className={frame.legend}>{TEXT.daysOff}</legend>
      <p id={`${id}-hint`} className={frame.hint}>
        {TEXT.daysOffHint}
      </p>
      <div className={styles.choices}>
        <input type="date" aria-label={TEXT.addDayOff} value={draft} onChange={(event) => setDraft(event.target.value)} />
        <Button variant="secondary" onClick={add} disabled={!draft}>
          {TEXT.addDayOff}
        </Button>
      </div>
      {days.length === 0 ? (
        <p className={frame.hint}>{TEXT.noDaysOff}</p>
      ) : (
        <ul className={styles.choices}>
          {days.map((day) => (
            <li key={day} className={styles.choice}>
              <span>{day}</span>
              <Button variant="quiet" aria-label={fill(TEXT.removeDayOff, { date: day })} onClick={() => onChange(days.filter((d) => d !== day))}>
                ✕
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className={frame.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
