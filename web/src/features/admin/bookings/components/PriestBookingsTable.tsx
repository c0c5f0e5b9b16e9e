/** Priest bookings as a table: status dropdown and details per row (there is no edit API for priest bookings). */
import { AdminTable } from '../../ui/AdminTable'
import type { BookingStatus, PriestBooking } from '../api'
import { TEXT } from '../texts'
import { BookingStatusCell } from './BookingStatusCell'
import { AmountCell, CustomerCell, WhenCell, serviceName } from './cells'
import { RowAction } from './RowAction'
import styles from './BookingTable.module.css'

interface Props {
  bookings: PriestBooking[]
  busyId: string | null
  onView: (booking: PriestBooking) => void
  onStatus: (booking: PriestBooking, status: BookingStatus) => void
}

export function PriestBookingsTable({ bookings, busyId, onView, onStatus }: Props) {
  return (
    <AdminTable caption={TEXT.priestCaption}>
      <thead>
        <tr>
          <th scope="col">{TEXT.bookingId}</th>
          <th scope="col">{TEXT.customer}</th>
          <th scope="col">{TEXT.service}</th>
          <th scope="col">{TEXT.dateTime}</th>
          <th scope="col">{TEXT.amount}</th>
          <th scope="col">{TEXT.status}</th>
          <th scope="col">{TEXT.actions}</th>
        </tr>
      </thead>
      <tbody>
        {bookings.map((booking) => (
          <tr key={booking.id}>
            <td className={styles.id}>
                {booking.id}
                {/* The short id the devotee reads out (PB-K2QM4PA9) */}
                {booking.shortId !== booking.id && <span className={styles.shortId}>{booking.shortId}</span>}
              </td>
            <CustomerCell name={booking.customerName} phone={booking.customerPhone} />
            <td className={styles.text}>{serviceName(booking.serviceName)}</td>
            <WhenCell date={booking.selectedDate} time={booking.selectedTime} />
            <AmountCell amount={booking.price} paymentStatus={booking.paymentStatus} />
            <td>
              <BookingStatusCell id={booking.id} status={booking.status} options={booking.nextStatuses} editable busy={busyId === booking.id} onChange={(status) => onStatus(booking, status)} />
            </td>
            <td>
              <div className={styles.actions}>
                <RowAction label={TEXT.viewDetails} short={TEXT.viewShort} bookingId={booking.id} onClick={() => onView(booking)} />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  )
}
