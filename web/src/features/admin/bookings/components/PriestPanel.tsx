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

/** The booking in the details, and the list as it was when it was put there. */
interface Viewing {
  booking: PriestBooking
  seen: PanelProps<PriestBooking>['list']['data']
}

export function PriestPanel({ list, clear }: PanelProps<PriestBooking>) {
  const [viewing, setViewing] = useState<Viewing | null>(null)
  const view = (booking: PriestBooking) => setViewing({ booking, seen: list.data })
  const { busyId, notice, act } = useRowAction(list.reload)
  // Once the list has loaded again (after an assignment here, or a change elsewhere on the live
  // feed), its copy is the newest; until then the booking as shown or as the server answered.
  const reloaded = viewing && list.data !== viewing.seen ? list.data?.items.find((booking) => booking.id === viewing.booking.id) : undefined
  const shown = reloaded ?? viewing?.booking ?? null

  return (
    <>
      <ListPage notices={<RowNoticeView notice={notice} />} list={list} loadingLabel={TEXT.loading} emptyTitle={TEXT.noBookings} clear={clear}>
        {(bookings) => (
          <PriestBookingsTable
            bookings={bookings}
            busyId={busyId}
            onView={view}
            onStatus={(booking, status) => act(booking.id, () => bookingsApi.setPriestStatus(booking.id, status), fill(TEXT.statusChanged, { id: booking.id, status: statusLabel(status) }))}
          />
        )}
      </ListPage>
      <BookingDetailsModal
        booking={shown}
        onClose={() => setViewing(null)}
        onAssigned={(booking) => {
          view(booking)
          list.reload()
        }}
      />
    </>
  )
}
