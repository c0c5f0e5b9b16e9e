/** A booking's status: a dropdown for admins who may manage bookings, a read-only badge otherwise (spec section 6). */
import { StatusBadge } from '../../ui/StatusBadge'
import { StatusSelect } from '../../ui/StatusSelect'
import { fill } from '../../ui/texts'
import { BOOKING_STATUSES, type BookingStatus } from '../api'
import { TEXT } from '../texts'
import styles from './BookingTable.module.css'

interface Props {
  id: string
  status: string
  editable: boolean
  busy: boolean
  onChange: (status: BookingStatus) => void
}

export function BookingStatusCell({ id, status, editable, busy, onChange }: Props) {
  if (!editable) return <StatusBadge status={status} />
  // The select's visually hidden label is absolutely positioned: anchor it here so the table's
  // sideways scroll clips it instead of the page growing wider than the phone.
  return (
    <span className={styles.anchor}>
      <StatusSelect
        label={fill(TEXT.statusOf, { id })}
        value={status}
        options={BOOKING_STATUSES}
        busy={busy}
        onChange={(next) => next !== status && onChange(next as BookingStatus)}
      />
    </span>
  )
}
