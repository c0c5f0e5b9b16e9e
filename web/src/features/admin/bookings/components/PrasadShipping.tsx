/** A temple booking's prasad sent home: where it goes and where it stands, and for an admin who
 * manages bookings the moves the server allows now: ship it (courier and tracking number), then
 * mark it delivered or returned. */
import { useState, type FormEvent } from 'react'
import { Button } from '../../../../components/Button'
import { TextField } from '../../../../components/Field'
import { useAdminAction } from '../../shell/useAdminRequest'
import { adminFieldErrors, describeAdminError } from '../../ui/errors'
import { fill } from '../../ui/texts'
import { bookingsApi, type TempleBooking } from '../api'
import { TEXT } from '../texts'
import styles from './BookingDetailsModal.module.css'

interface Props {
  booking: TempleBooking
  /** Given when the admin may move it (manageBookings): the booking as the server now has it. */
  onChanged?: (booking: TempleBooking) => void
}

type Move = 'delivered' | 'returned'

export function PrasadShipping({ booking, onChanged }: Props) {
  const { run } = useAdminAction()
  const [courierName, setCourier] = useState('')
  const [trackingNumber, setTracking] = useState('')
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<{ text: string; error: boolean }>()
  const status = booking.prasadStatus
  if (!status) return null
  const next = booking.nextPrasadStatuses.slice(1)

  const send = async (change: Parameters<typeof bookingsApi.changePrasad>[1], done: string) => {
    setBusy(true)
    setErrors({})
    setMessage(undefined)
    try {
      const updated = await run(() => bookingsApi.changePrasad(booking.id, change))
      setMessage({ text: done, error: false })
      onChanged?.(updated)
    } catch (error) {
      const fields = adminFieldErrors(error)
      setErrors(fields)
      // A refusal at a field is shown there; anything else (an illegal move) below the form.
      if (!fields.courierName && !fields.trackingNumber) setMessage({ text: describeAdminError(error), error: true })
    } finally {
      setBusy(false)
    }
  }

  const ship = (event: FormEvent) => {
    event.preventDefault()
    const change = { status: 'shipped' as const, courierName: courierName.trim(), trackingNumber: trackingNumber.trim() }
    void send(change, fill(TEXT.prasadShipped, { courier: change.courierName, number: change.trackingNumber }))
  }
  const move = (to: Move) => void send({ status: to }, fill(TEXT.prasadMoved, { status: TEXT.prasadStatuses[to].toLowerCase() }))

  return (
    <section aria-labelledby="booking-prasad" className={styles.wide}>
      <h3 id="booking-prasad">{TEXT.prasadTitle}</h3>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>{TEXT.prasadStatus}</dt>
          <dd>{TEXT.prasadStatuses[status]}</dd>
        </div>
        {booking.prasadAddress && (
          <div className={styles.row}>
            <dt>{TEXT.prasadAddress}</dt>
            <dd>
              {booking.customerName}, {booking.customerPhone}
              <br />
              {booking.prasadAddress}
            </dd>
          </div>
        )}
        {booking.prasadCourier && (
          <div className={styles.row}>
            <dt>{TEXT.prasadCourier}</dt>
            <dd>{booking.prasadCourier}</dd>
          </div>
        )}
        {booking.prasadTrackingNumber && (
          <div className={styles.row}>
            <dt>{TEXT.prasadTracking}</dt>
            <dd translate="no">{booking.prasadTrackingNumber}</dd>
          </div>
        )}
      </dl>
      {onChanged && status === 'to_ship' && !next.includes('shipped') && <p className={styles.hint}>{TEXT.prasadNotYet}</p>}
      {onChanged && next.includes('shipped') && (
        <form noValidate onSubmit={ship} className={styles.ship}>
          <TextField label={TEXT.courierName} required maxLength={60} hint={TEXT.courierHint} value={courierName} error={errors.courierName} onChange={(event) => setCourier(event.target.value)} />
          <TextField label={TEXT.trackingNumber} required maxLength={40} hint={TEXT.trackingHint} value={trackingNumber} error={errors.trackingNumber} onChange={(event) => setTracking(event.target.value)} />
          <Button type="submit" disabled={busy}>
            {busy ? TEXT.shipping : TEXT.ship}
          </Button>
        </form>
      )}
      {onChanged && (next.includes('delivered') || next.includes('returned')) && (
        <div className={styles.assign}>
          {next.includes('delivered') && (
            <Button onClick={() => move('delivered')} disabled={busy}>
              {TEXT.markDelivered}
            </Button>
          )}
          {next.includes('returned') && (
            <Button variant="secondary" onClick={() => move('returned')} disabled={busy}>
              {TEXT.markReturned}
            </Button>
          )}
        </div>
      )}
      {message && (
        <p role={message.error ? 'alert' : 'status'} className={message.error ? styles.error : undefined}>
          {message.text}
        </p>
      )}
    </section>
  )
}
