/** A small text button of a table row; its accessible name says which booking it acts on. */
import { fill } from '../../ui/texts'
import { TEXT } from '../texts'
import styles from './BookingTable.module.css'

interface Props {
  /** The full action, e.g. Collect Payment: with the booking id, the accessible name. */
  label: string
  /** What the button shows when the full label is too wide for a table (contained in the label). */
  short?: string
  bookingId: string
  onClick: () => void
  tone?: 'approve' | 'collect'
  disabled?: boolean
}

export function RowAction({ label, short, bookingId, onClick, tone, disabled }: Props) {
  return (
    <button type="button" className={`${styles.action} ${tone ? styles[tone] : ''}`} aria-label={fill(TEXT.actionFor, { action: label, id: bookingId })} onClick={onClick} disabled={disabled}>
      {short ?? label}
    </button>
  )
}
