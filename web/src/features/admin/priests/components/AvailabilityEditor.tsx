/** The weekly availability: for each weekday Monday to Sunday, its time ranges, added and removed. */
import { useState } from 'react'
import { Button } from '../../../../components/Button'
import { fill } from '../../ui/texts'
import { WEEKDAYS, type Availability } from '../api'
import { TEXT } from '../texts'
import { timeRange } from '../validation'
import styles from './AvailabilityEditor.module.css'
import frame from './FormGroup.module.css'

interface Props {
  availability: Availability
  onChange: (availability: Availability) => void
  /** The server's message when it refused a range. */
  error?: string
}

function DayRow({ day, ranges, onChange }: { day: string; ranges: string[]; onChange: (ranges: string[]) => void }) {
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [problem, setProblem] = useState<string>()
  const errorId = `availability-${day}-error`

  const add = () => {
    const result = timeRange(from, to, ranges)
    if ('error' in result) return setProblem(result.error)
    onChange([...ranges, result.range].sort())
    setFrom('')
    setTo('')
    setProblem(undefined)
  }

  return (
    <li className={styles.day}>
      <span className={styles.dayName}>{day}</span>
      {ranges.length === 0 ? (
        <span className={styles.none}>{TEXT.noRanges}</span>
      ) : (
        <ul className={styles.ranges} aria-label={day}>
          {ranges.map((range) => (
            <li key={range} className={styles.range}>
              {range}
              <button type="button" className={styles.remove} aria-label={fill(TEXT.removeRange, { range, day })} onClick={() => onChange(ranges.filter((other) => other !== range))}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.adder}>
        <input type="time" className={styles.time} value={from} aria-label={fill(TEXT.rangeFrom, { day })} aria-describedby={problem ? errorId : undefined} aria-invalid={problem ? true : undefined} onChange={(event) => (setFrom(event.target.value), setProblem(undefined))} />
        <span aria-hidden="true">–</span>
        <input type="time" className={styles.time} value={to} aria-label={fill(TEXT.rangeTo, { day })} aria-describedby={problem ? errorId : undefined} aria-invalid={problem ? true : undefined} onChange={(event) => (setTo(event.target.value), setProblem(undefined))} />
        <Button variant="secondary" onClick={add} aria-label={fill(TEXT.addRangeTo, { day })}>
          {TEXT.addRange}
        </Button>
      </div>
      {problem && (
        <p id={errorId} className={frame.error} role="alert">
          {problem}
        </p>
      )}
    </li>
  )
}

export function AvailabilityEditor({ availability, onChange, error }: Props) {
  return (
    <fieldset className={frame.fieldset} aria-describedby="availability-hint">
      <legend className={frame.legend}>{TEXT.availability}</legend>
      <p id="availability-hint" className={frame.hint}>
        {TEXT.availabilityHint}
      </p>
      {error && (
        <p className={frame.error} role="alert">
          {error}
        </p>
      )}
      <ul className={styles.days}>
        {WEEKDAYS.map((day) => (
          <DayRow key={day} day={day} ranges={availability[day] ?? []} onChange={(ranges) => onChange({ ...availability, [day]: ranges })} />
        ))}
      </ul>
    </fieldset>
  )
}
