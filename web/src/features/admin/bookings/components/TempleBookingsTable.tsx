/** Temple bookings as a table: the temple dashboard's All Bookings and the Temple Bookings tab. */
import { AdminTable } from '../../ui/AdminTable'
import type { BookingStatus, TempleBooking } from '../api'
import { TEXT } from '../texts'
import { BookingStatusCell } from './BookingStatusCell'
import { AmountCell, CustomerCell, WhenCell, serviceName } from './cells'
import { RowAction } from './RowAction'
import styles from './BookingTable.module.css'

export interface TempleRowActions {
  onView: (booking: TempleBooking) => void
  onEdit: (booking: TempleBooking) => void
  onStatus: (booking: TempleBooking, status: BookingStatus) => void
  /** Only where the spec offers them (temple dashboard). */
  onCollect?: (booking: TempleBooking) => void
  onApprove?: (booking: TempleBooking) => void
}

interface Props extends TempleRowActions {
  bookings: TempleBooking[]
  caption: string
  /** manageBookings: edit, collect payment, quick approve and the status dropdown; else view only. */
  canManage: boolean
  showTemple?: boolean
  busyId: string | null
}

/** Collecting a payment confirms the booking: offered while unpaid and confirmed, or confirmable. */
const collectable = (booking: TempleBooking) => booking.paymentStatus !== 'paid' && (booking.status === 'confirmed' || booking.nextStatuses.includes('confirmed'))
/** Quick approve confirms it: offered only where the server's transition table allows that. */
const approvable = (booking: TempleBooking) => booking.status !== 'confirmed' && booking.nextStatuses.includes('confirmed')

export function TempleBookingsTable({ bookings, caption, canManage, showTemple = false, busyId, onView, onEdit, onStatus, onCollect, onApprove }: Props) {
  return (
    <AdminTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">{TEXT.bookingId}</th>
          <th scope="col">{TEXT.customer}</th>
          {showTemple && <th scope="col">{TEXT.temple}</th>}
          <th scope="col">{TEXT.service}</th>
          <th scope="col">{TEXT.dateTime}</th>
          <th scope="col">{TEXT.amount}</th>
          <th scope="col">{TEXT.status}</th>
          <th scope="col">{TEXT.actions}</th>
        </tr>
      </thead>
      <tbody>
        {bookings.map((booking) => {
          const busy = busyId === booking.id
          return (
            <tr key={booking.id}>
              <td className={styles.id}>
                {booking.id}
                {/* The short id the devotee reads out (PB-K2QM4PA9) */}
                {booking.shortId !== booking.id && <span className={styles.shortId}>{booking.shortId}</span>}
              </td>
              <CustomerCell name={booking.customerName} phone={booking.customerPhone} />
              {showTemple && <td className={styles.text}>{booking.templeName || TEXT.unknownTemple}</td>}
              <td className={styles.text}>{serviceName(booking.serviceName)}</td>
              <WhenCell date={booking.selectedDate} time={booking.selectedTime} />
              <AmountCell amount={booking.totalAmount} paymentStatus={booking.paymentStatus} />
              <td>
                <BookingStatusCell id={booking.id} status={booking.status} options={booking.nextStatuses} editable={canManage} busy={busy} onChange={(status) => onStatus(booking, status)} />
              </td>
              <td>
                <div className={styles.actions}>
                  <RowAction label={TEXT.viewDetails} short={TEXT.viewShort} bookingId={booking.id} onClick={() => onView(booking)} />
                  {canManage && <RowAction label={TEXT.edit} bookingId={booking.id} onClick={() => onEdit(booking)} disabled={busy} />}
                  {canManage && onCollect && collectable(booking) && (
                    <RowAction label={TEXT.collectPayment} short={TEXT.collectShort} tone="collect" bookingId={booking.id} onClick={() => onCollect(booking)} disabled={busy} />
                  )}
                  {canManage && onApprove && approvable(booking) && (
                    <RowAction label={TEXT.quickApprove} short={TEXT.approveShort} tone="approve" bookingId={booking.id} onClick={() => onApprove(booking)} disabled={busy} />
                  )}
                </div>
              </td>
            </tr>
          )
        })}
      </tbody>
    </AdminTable>
  )
}
