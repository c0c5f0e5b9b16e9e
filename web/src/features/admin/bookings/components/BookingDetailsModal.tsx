/** Booking Details: customer, address, booking, a temple pooja's prasad, special requests, payment status and status history. */
import type { ReactNode } from 'react'
import { Button } from '../../../../components/Button'
import { Modal } from '../../../../components/Modal'
import { formatDate, formatDateTime, formatINR } from '../../../../lib/format'
import { StatusBadge } from '../../ui/StatusBadge'
import { TEXT as UI } from '../../ui/texts'
import type { PriestBooking, TempleBooking } from '../api'
import { TEXT } from '../texts'
import { serviceName } from './cells'
import { AssignPriest } from './AssignPriest'
import { PrasadShipping } from './PrasadShipping'
import { StatusHistory } from './StatusHistory'
import styles from './BookingDetailsModal.module.css'
import { SankalpText } from '../../../../components/sankalp/SankalpText'

type AnyBooking = PriestBooking | TempleBooking
const isTemple = (booking: AnyBooking): booking is TempleBooking => 'totalAmount' in booking

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

interface ModalProps {
  booking: AnyBooking | null
  onClose: () => void
  /** A priest booking's priest was assigned or changed here. */
  onAssigned?: (booking: PriestBooking) => void
  /** A temple booking's prasad was shipped, delivered or returned here (given to admins who manage bookings). */
  onPrasad?: (booking: TempleBooking) => void
}

export function BookingDetailsModal({ booking, onClose, onAssigned, onPrasad }: ModalProps) {
  return (
    <Modal open={booking !== null} title={TEXT.detailsTitle} onClose={onClose} closeLabel={UI.close} size="large" footer={<Button variant="secondary" onClick={onClose}>{UI.close}</Button>}>
      {booking && <Details booking={booking} onAssigned={onAssigned} onPrasad={onPrasad} />}
    </Modal>
  )
}

function Details({ booking, onAssigned, onPrasad }: Pick<ModalProps, 'onAssigned' | 'onPrasad'> & { booking: AnyBooking }) {
  const temple = isTemple(booking)
  return (
    // Focusable, so keyboard users can scroll long details on a phone (the dialog body scrolls, nothing in it is a control).
    <div className={styles.sections} tabIndex={0} role="group" aria-label={TEXT.detailsTitle}>
      <section aria-labelledby="booking-customer">
        <h3 id="booking-customer">{TEXT.customerInfo}</h3>
        <dl className={styles.list}>
          <Row label={TEXT.name}>{booking.customerName}</Row>
          <Row label={TEXT.phone}>{booking.customerPhone}</Row>
          <Row label={TEXT.email}>{booking.customerEmail || TEXT.notProvided}</Row>
          {!temple && <Row label={TEXT.address}>{booking.isOnline ? TEXT.onlineService : booking.customerAddress || TEXT.notProvided}</Row>}
        </dl>
      </section>
      <section aria-labelledby="booking-info">
        <h3 id="booking-info">{TEXT.bookingInfo}</h3>
        <dl className={styles.list}>
          <Row label={TEXT.bookingId}>{booking.shortId === booking.id ? booking.id : `${booking.shortId} (${booking.id})`}</Row>
          {temple && <Row label={TEXT.temple}>{booking.templeName || TEXT.unknownTemple}</Row>}
          <Row label={TEXT.service}>{serviceName(booking.serviceName)}</Row>
          <Row label={TEXT.date}>{formatDate(booking.selectedDate)}</Row>
          <Row label={TEXT.time}>{booking.selectedTime}</Row>
          <Row label={TEXT.amount}>{formatINR(temple ? booking.totalAmount : booking.price)}</Row>
          <Row label={TEXT.status}>
            <StatusBadge status={booking.status} />
          </Row>
          <Row label={TEXT.paymentStatus}>
            <StatusBadge status={booking.paymentStatus} kind="payment" />
          </Row>
          {!temple && <Row label={TEXT.priestAssigned}>{booking.priestAssigned || TEXT.notAssigned}</Row>}
          <Row label={TEXT.sankalp}>{booking.sankalp ? <SankalpText sankalp={booking.sankalp} english /> : TEXT.none}</Row>
          <Row label={TEXT.bookedOn}>{formatDateTime(booking.createdAt)}</Row>
        </dl>
      </section>
      {!temple && onAssigned && <AssignPriest booking={booking} onAssigned={onAssigned} />}
      {temple && <PrasadShipping key={booking.id} booking={booking} onChanged={onPrasad} />}
      <section aria-labelledby="booking-requests">
        <h3 id="booking-requests">{TEXT.specialRequests}</h3>
        <p className={styles.requests}>{booking.specialRequests || TEXT.none}</p>
      </section>
      <section aria-labelledby="booking-history">
        <h3 id="booking-history">{TEXT.statusHistory}</h3>
        <StatusHistory entries={booking.statusHistory} />
      </section>
    </div>
  )
}
