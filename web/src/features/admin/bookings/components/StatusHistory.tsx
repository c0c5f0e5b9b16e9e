/** The statuses a booking went through, oldest first, with when. */
import { formatDateTime } from '../../../../lib/format'
import { StatusBadge } from '../../ui/StatusBadge'
import type { StatusHistoryEntry } from '../api'
import { TEXT } from '../texts'
import styles from './BookingDetailsModal.module.css'

export function StatusHistory({ entries }: { entries: StatusHistoryEntry[] }) {
  if (entries.length === 0) return <p className={styles.muted}>{TEXT.noHistory}</p>
  return (
    <ol className={styles.history}>
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`}>
          <StatusBadge status={entry.status} />
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        </li>
      ))}
    </ol>
  )
}
