/** A booking's status: a dropdown for admins who may manage bookings, a read-only badge otherwise (spec section 6). */
import { StatusBadge } from '../../ui/StatusBadge'
import { StatusSelect } from '../../ui/StatusSelect'
import { fill } from '../../ui/texts'
import type { BookingStatus } from '../api'
import { TEXT } from '../texts'
import styles from './BookingTable.module.css'

interface Props {
  id: string
  status: string
  /** What the status may become now (the server's transition table), the current one first. */
  options: readonly BookingStatus[]
  editable: boolean
  busy: boolean
  onChange: (status: BookingStatus) => void
}

export function BookingStatusCell({ id, status, options, editable, busy, onChange }: Props) {
  // A final status (cancelled, completed) has nowhere to go: shown, not offered.
  if (!editable || options.length <= 1) return <StatusBadge status={status} />
  // The select's visually hidden label is absolutely positioned: anchor it here so the table's
  // sideways scroll clips it instead of the page growing wider than the phone.
  return (
    <span className={styles.anchor}>
      <StatusSelect
        label={fill(TEXT.statusOf, { id })}
        value={status}
        options={options}
        busy={busy}
        onChange={(next) => next !== status && onChange(next as BookingStatus)}
      />
    </span>
  )
}
