/** Recent Bookings: the first five, newest first; "No bookings yet" when none. */
import { formatDate, formatINR } from '../../../../lib/format'
import { StatusBadge } from '../../ui/StatusBadge'
import type { RecentBooking } from '../api'
import { TEXT } from '../texts'
import styles from './Panels.module.css'

export function RecentBookings({ bookings, unknownService }: { bookings: RecentBooking[]; unknownService: string }) {
  return (
    <section className={styles.panel} aria-labelledby="temple-recent-title">
      <h2 id="temple-recent-title">{TEXT.recentTitle}</h2>
      {bookings.length === 0 ? (
        <p className={styles.empty}>{TEXT.noBookings}</p>
      ) : (
        <ul className={styles.list}>
          {bookings.slice(0, 5).map((booking) => (
            <li key={booking.id} className={styles.item}>
              <div className={styles.itemTop}>
                <h3 className={styles.itemTitle}>{booking.customerName}</h3>
                <StatusBadge status={booking.status} />
              </div>
              <p className={styles.itemText}>{booking.serviceName?.trim() || unknownService}</p>
              <p className={styles.meta}>
                <span>
                  {formatDate(booking.selectedDate)} · {booking.selectedTime}
                </span>
                <strong>{formatINR(booking.totalAmount)}</strong>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
