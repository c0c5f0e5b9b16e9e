/** The first five priest bookings: service, customer, price and status. */
import { formatINR } from '../../../../lib/format'
import { EmptyState } from '../../../../components/States'
import { AdminTable } from '../../ui/AdminTable'
import { StatusBadge } from '../../ui/StatusBadge'
import type { RecentBooking } from '../api'
import { TEXT } from '../texts'
import { RecentPanel } from './RecentPanel'

export function RecentBookings({ bookings }: { bookings: RecentBooking[] }) {
  return (
    <RecentPanel title={TEXT.recentBookings} link={{ to: '/admin/bookings', text: TEXT.viewAll, label: TEXT.viewAllBookingsLabel }}>
      {bookings.length === 0 ? (
        <EmptyState title={TEXT.noBookings} />
      ) : (
        <AdminTable caption={TEXT.recentBookings}>
          <thead>
            <tr>
              <th scope="col">{TEXT.service}</th>
              <th scope="col">{TEXT.customer}</th>
              <th scope="col">{TEXT.price}</th>
              <th scope="col">{TEXT.status}</th>
            </tr>
          </thead>
          <tbody>
            {bookings.map((booking) => (
              <tr key={booking.id}>
                <td>{booking.serviceName}</td>
                <td>{booking.customerName}</td>
                <td>{formatINR(booking.price)}</td>
                <td>
                  <StatusBadge status={booking.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
    </RecentPanel>
  )
}
