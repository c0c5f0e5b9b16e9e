/** The Priest Bookings tab: stats, the table with a status dropdown per row, Load More and the details modal. */
import { useState } from 'react'
import { statusLabel } from '../../ui/StatusBadge'
import { fill } from '../../ui/texts'
import { bookingsApi, type PriestBooking } from '../api'
import { useRowAction } from '../hooks/useRowAction'
import { TEXT } from '../texts'
import { BookingDetailsModal } from './BookingDetailsModal'
import { ListFooter } from '../../ui/ListFooter'
import { ListState } from './ListState'
import type { PanelProps } from './PanelProps'
import { PriestBookingsTable } from './PriestBookingsTable'
import { RowNoticeView } from './RowNoticeView'

export function PriestPanel({ list, onClear }: PanelProps<PriestBooking>) {
  const [viewing, setViewing] = useState<PriestBooking | null>(null)
  const { busyId, notice, act } = useRowAction(list.reload)
  const page = list.data
  // The list's copy when it has one: a change made elsewhere (the live feed) shows at once.
  const shown = (viewing && page?.items.find((booking) => booking.id === viewing.id)) || viewing

  return (
    <>
      <RowNoticeView notice={notice} />
      <ListState loading={list.loading} error={list.error} reload={list.reload} count={page?.items.length} emptyTitle={TEXT.noBookings} onClear={onClear}>
        {page && (
          <PriestBookingsTable
            bookings={page.items}
            busyId={busyId}
            onView={setViewing}
            onStatus={(booking, status) => act(booking.id, () => bookingsApi.setPriestStatus(booking.id, status), fill(TEXT.statusChanged, { id: booking.id, status: statusLabel(status) }))}
          />
        )}
      </ListState>
      {page && <ListFooter shown={page.items.length} total={page.total} totalExact={page.totalExact} more={Boolean(page.nextCursor)} loading={list.loadingMore} onMore={list.loadMore} />}
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
