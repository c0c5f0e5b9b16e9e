/** A temple's timings as its admins read them (what devotees see on the temple page): each period's name and
 * times, the note, or that none are published; "Edit Timings" for an admin who may change them. */
import { Button } from '../../../../components/Button'
import type { Timing } from '../api'
import { TEXT, text } from '../texts'
import styles from './TimingsList.module.css'

interface Props {
  templeName: string
  timings: Timing[]
  note: string | null
  /** Absent when the admin may not change them (no manageTimings). */
  onEdit?: () => void
}

export function TimingsList({ templeName, timings, note, onEdit }: Props) {
  return (
    <section className={styles.timings} aria-label={text('timingsListLabel', { name: templeName })}>
      <div className={styles.head}>
        <h3 className={styles.title}>{TEXT.timings}</h3>
        {onEdit && (
          <Button variant="secondary" onClick={onEdit}>
            {TEXT.editTimings}
          </Button>
        )}
      </div>
      {timings.length === 0 ? (
        <p className={styles.none}>{TEXT.noTimings}</p>
      ) : (
        <ul className={styles.periods}>
          {timings.map((period) => (
            <li key={`${period.opens}-${period.closes}-${period.label}`}>
              <span className={styles.label}>{period.label}</span>
              <span className={styles.times}>{text('periodTimes', { opens: period.opens, closes: period.closes })}</span>
            </li>
          ))}
        </ul>
      )}
      {note && <p className={styles.note}>{note}</p>}
    </section>
  )
}
