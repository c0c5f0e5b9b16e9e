/** The statuses a booking went through, oldest first, with when (and its prasad's moves). */
import { formatDateTime } from '../../../../lib/format'
import { StatusBadge } from '../../ui/StatusBadge'
import type { StatusHistoryEntry } from '../api'
import { TEXT } from '../texts'
import styles from './BookingDetailsModal.module.css'

/** "Prasad: Shipped (DTDC, D1234567)" on the line of a prasad's move. */
function prasadNote(entry: StatusHistoryEntry): string {
  const status = TEXT.prasadStatuses[entry.prasad ?? ''] ?? entry.prasad
  const how = entry.courier && entry.trackingNumber ? ` (${entry.courier}, ${entry.trackingNumber})` : ''
  return `${TEXT.prasadStatus}: ${status}${how}`
}

export function StatusHistory({ entries }: { entries: StatusHistoryEntry[] }) {
  if (entries.length === 0) return <p className={styles.muted}>{TEXT.noHistory}</p>
  return (
    <ol className={styles.history}>
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`}>
          <StatusBadge status={entry.status} />
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          {entry.prasad && <span>{prasadNote(entry)}</span>}
        </li>
      ))}
    </ol>
  )
}
