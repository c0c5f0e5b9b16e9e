/** The Priest Bookings tab: stats, the table with a status dropdown per row, Load More and the details modal. */
import { useState } from 'react'
import { ListPage } from '../../ui/ListPage'
import { statusLabel } from '../../ui/StatusBadge'
import { fill } from '../../ui/texts'
import { bookingsApi, type PriestBooking } from '../api'
import { useRowAction } from '../hooks/useRowAction'
import { TEXT } from '../texts'
import { BookingDetailsModal } from './BookingDetailsModal'
import type { PanelProps } from './PanelProps'
import { PriestBookingsTable } from './PriestBookingsTable'
import { RowNoticeView } from './RowNoticeView'

export function PriestPanel({ list, clear }: PanelProps<PriestBooking>) {
  const [viewing, setViewing] = useState<PriestBooking | null>(null)
  const { busyId, notice, act } = useRowAction(list.reload)
  // The list's copy when it has one: a change made elsewhere (the live feed) shows at once.
  const shown = (viewing && list.data?.items.find((booking) => booking.id === viewing.id)) || viewing

  return (
    <>
      <ListPage notices={<RowNoticeView notice={notice} />} list={list} loadingLabel={TEXT.loading} emptyTitle={TEXT.noBookings} clear={clear}>
        {(bookings) => (
          <PriestBookingsTable
            bookings={bookings}
            busyId={busyId}
            onView={setViewing}
            onStatus={(booking, status) => act(booking.id, () => bookingsApi.setPriestStatus(booking.id, status), fill(TEXT.statusChanged, { id: booking.id, status: statusLabel(status) }))}
          />
        )}
      </ListPage>
      <BookingDetailsModal
        booking={shown}
        onClose={() => setViewing(null)}
        onAssigned={(booking) => {
          setViewing(booking)
          list.reload()
        }}
      />
    </>
  )
}
