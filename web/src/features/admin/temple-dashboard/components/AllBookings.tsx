/** All Bookings of the temple: the table with view, edit, collect payment, quick approve and the status
 * dropdown (the last four only with manageBookings), Load More, and their modals. */
import { useState } from 'react'
import { Notice } from '../../../../components/States'
import { statusLabel } from '../../ui/StatusBadge'
import { fill } from '../../ui/texts'
// The booking pieces are shared with Bookings Management (both screens are one owner's; see bookings/).
import { bookingsApi, type BookingsPage, type TempleBooking } from '../../bookings/api'
import { BookingDetailsModal } from '../../bookings/components/BookingDetailsModal'
import { CollectPaymentModal } from '../../bookings/components/CollectPaymentModal'
import { EditBookingModal } from '../../bookings/components/EditBookingModal'
import { RowNoticeView } from '../../bookings/components/RowNoticeView'
import { TempleBookingsTable } from '../../bookings/components/TempleBookingsTable'
import { useRowAction } from '../../bookings/hooks/useRowAction'
import { TEXT as BOOKING } from '../../bookings/texts'
import type { KeysetList } from '../../ui/hooks/useKeysetList'
import { ListPage } from '../../ui/ListPage'
import type { DashboardService } from '../api'
import { TEXT } from '../texts'
import styles from './AllBookings.module.css'

interface Props {
  list: KeysetList<BookingsPage<TempleBooking>>
  services: DashboardService[]
  canManage: boolean
  /** The dashboard's stats change with every action. */
  onChanged: () => void
}

type Dialog = { kind: 'view' | 'edit' | 'collect'; booking: TempleBooking } | null

export function AllBookings({ list, services, canManage, onChanged }: Props) {
  const [dialog, setDialog] = useState<Dialog>(null)
  const changed = () => {
    list.reload()
    onChanged()
  }
  const { busyId, notice, act, say, dismiss } = useRowAction(changed)
  const open = (kind: 'view' | 'edit' | 'collect') => (booking: TempleBooking) => {
    // A new action starts with a clean slate: the last one's message would only confuse.
    dismiss()
    setDialog({ kind, booking })
  }
  const close = () => setDialog(null)
  const slotsOf = (booking: TempleBooking) => services.find((service) => service.id === booking.serviceId)?.timeSlots ?? []

  return (
    <section className={styles.section} aria-labelledby="temple-all-title">
      <h2 id="temple-all-title">{TEXT.allTitle}</h2>
      {!canManage && <Notice tone="info">{TEXT.viewOnly}</Notice>}
      <ListPage notices={<RowNoticeView notice={notice} />} list={list} loadingLabel={BOOKING.loading} emptyTitle={TEXT.noBookings}>
        {(bookings) => (
          <TempleBookingsTable
            caption={TEXT.allCaption}
            bookings={bookings}
            canManage={canManage}
            busyId={busyId}
            onView={open('view')}
            onEdit={open('edit')}
            onCollect={open('collect')}
            onApprove={(booking) => act(booking.id, () => bookingsApi.approveTemple(booking.id), fill(BOOKING.approved, { id: booking.id }))}
            onStatus={(booking, status) => act(booking.id, () => bookingsApi.setTempleStatus(booking.id, status), fill(BOOKING.statusChanged, { id: booking.id, status: statusLabel(status) }))}
          />
        )}
      </ListPage>
      <BookingDetailsModal
        booking={dialog?.kind === 'view' ? dialog.booking : null}
        onClose={close}
        onPrasad={
          canManage
            ? (booking) => {
                setDialog({ kind: 'view', booking })
                changed()
              }
            : undefined
        }
      />
      {dialog?.kind === 'edit' && (
        <EditBookingModal
          key={dialog.booking.id}
          booking={dialog.booking}
          slots={slotsOf(dialog.booking)}
          onClose={close}
          onSaved={(message) => {
            close()
            say(message)
            changed()
          }}
        />
      )}
      {dialog?.kind === 'collect' && <CollectPaymentModal key={dialog.booking.id} booking={dialog.booking} onClose={close} onCollected={changed} />}
    </section>
  )
}
