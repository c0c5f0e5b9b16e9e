/** The Priest Bookings tab: stats, the table with a status dropdown per row, paging and the details modal. */
import { useState } from 'react'
import { statusLabel } from '../../ui/StatusBadge'
import { fill } from '../../ui/texts'
import { bookingsApi, type PriestBooking } from '../api'
import { useRowAction } from '../hooks/useRowAction'
import { TEXT } from '../texts'
import { BookingDetailsModal } from './BookingDetailsModal'
import { ListState } from './ListState'
import { Pager } from './Pager'
import type { PanelProps } from './PanelProps'
import { PriestBookingsTable } from './PriestBookingsTable'
import { RowNoticeView } from './RowNoticeView'

export function PriestPanel({ list, offset, limit, onPage, onClear }: PanelProps<PriestBooking>) {
  const [viewing, setViewing] = useState<PriestBooking | null>(null)
  const { busyId, notice, act } = useRowAction(list.reload)
  const page = list.data

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
      {page && <Pager total={page.total} offset={offset} limit={limit} onChange={onPage} />}
      <BookingDetailsModal booking={viewing} onClose={() => setViewing(null)} />
    </>
  )
}
