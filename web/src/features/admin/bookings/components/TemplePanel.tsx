/** The Temple Bookings tab: the table with status dropdowns, details, and Edit Booking (slots of the booking's service). */
import { useState } from 'react'
import { ListPage } from '../../ui/ListPage'
import { statusLabel } from '../../ui/StatusBadge'
import { fill } from '../../ui/texts'
import { bookingsApi, type TempleBooking } from '../api'
import { useRowAction } from '../hooks/useRowAction'
import { useServiceSlots } from '../hooks/useServiceSlots'
import { describeAdminError } from '../../ui/errors'
import { TEXT } from '../texts'
import { BookingDetailsModal } from './BookingDetailsModal'
import { EditBookingModal } from './EditBookingModal'
import type { PanelProps } from './PanelProps'
import { RowNoticeView } from './RowNoticeView'
import { TempleBookingsTable } from './TempleBookingsTable'

export function TemplePanel({ list, clear, canManage }: PanelProps<TempleBooking> & { canManage: boolean }) {
  const [viewing, setViewing] = useState<TempleBooking | null>(null)
  const [editing, setEditing] = useState<TempleBooking | null>(null)
  const { busyId, notice, act, say, dismiss } = useRowAction(list.reload)

  return (
    <>
      <ListPage notices={<RowNoticeView notice={notice} />} list={list} loadingLabel={TEXT.loading} emptyTitle={TEXT.noBookings} clear={clear}>
        {(bookings) => (
          <TempleBookingsTable
            caption={TEXT.templeCaption}
            bookings={bookings}
            canManage={canManage}
            showTemple
            busyId={busyId}
            onView={setViewing}
            onEdit={(booking) => {
              dismiss()
              setEditing(booking)
            }}
            onStatus={(booking, status) => act(booking.id, () => bookingsApi.setTempleStatus(booking.id, status), fill(TEXT.statusChanged, { id: booking.id, status: statusLabel(status) }))}
          />
        )}
      </ListPage>
      <BookingDetailsModal
        booking={viewing}
        onClose={() => setViewing(null)}
        onPrasad={
          canManage
            ? (booking) => {
                setViewing(booking)
                list.reload()
              }
            : undefined
        }
      />
      {editing && (
        <EditWithSlots
          key={editing.id}
          booking={editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null)
            say(message)
            list.reload()
          }}
        />
      )}
    </>
  )
}

/** Edit Booking with the slots of the booking's service, fetched from the temple's admin detail. */
function EditWithSlots({ booking, onClose, onSaved }: { booking: TempleBooking; onClose: () => void; onSaved: (message: string) => void }) {
  const { slots, error } = useServiceSlots(booking.templeId, booking.serviceId)
  return <EditBookingModal booking={booking} slots={slots} slotsError={error && describeAdminError(error)} onClose={onClose} onSaved={onSaved} />
}
