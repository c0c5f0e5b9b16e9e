/** What the devotee sees once a temple booking is made: its id, details, payment, and the call promise. */
import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import { useI18n } from '../../../i18n/context'
import { formatDate, formatINR } from '../../../lib/format'
import type { PaymentMethod } from '../../../components/payment/contract'
import { receiptPath, type TempleBooking } from '../../../lib/records'
import styles from './BookingConfirmation.module.css'

export interface Confirmed {
  booking: TempleBooking
  templeName?: string
  /** How it was paid; absent when it was sent later from the outbox (not paid yet). */
  method?: PaymentMethod
  transactionId?: string
}

interface Props extends Confirmed {
  /** The heading; by default what the booking's status says (confirmed, or received). */
  title?: string
  backTo?: string
  onDismiss?: () => void
}

export function BookingConfirmation({ booking, templeName, method, transactionId, title, backTo, onDismiss }: Props) {
  const { t, language } = useI18n()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  // The words follow the record: a confirmed booking is not promised a confirmation.
  const confirmed = booking.status === 'confirmed'
  const payment = method === 'online' && transactionId ? t('temples.paidOnline', { txn: transactionId }) : method === 'cod' ? t('temples.payAtTemple') : t('temples.paymentPending')
  const rows: [string, string][] = [
    [t('temples.bookingId'), booking.shortId],
    ...(templeName ? [[t('temples.temple'), templeName] as [string, string]] : []),
    [t('temples.service'), booking.serviceName],
    [t('temples.dateTime'), `${formatDate(booking.selectedDate, language === 'hi' ? 'hi-IN' : 'en-IN')}, ${booking.selectedTime}`],
    [t('temples.amount'), formatINR(booking.totalAmount)],
    [t('temples.payment'), payment],
  ]
  return (
    <section className={styles.box} aria-labelledby={`confirmed-${booking.id}`}>
      <div className={styles.tick} aria-hidden="true">
        ✓
      </div>
      <h2 id={`confirmed-${booking.id}`} ref={heading} tabIndex={-1} className={styles.title}>
        {title ?? (confirmed ? t('temples.confirmedTitle') : t('temples.receivedTitle'))}
      </h2>
      <p className={styles.promise}>{confirmed ? t('temples.confirmedCall') : t('temples.pendingCall')}</p>
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Link to="/user/orders" className={styles.primary}>
          {t('temples.viewOrders')}
        </Link>
        {/* A receipt proves a payment: cash paid at the temple has one once the temple takes it. */}
        {method === 'online' && (
          <Link to={receiptPath('temple', booking.id)} className={styles.secondary}>
            {t('temples.viewReceipt')}
          </Link>
        )}
        {backTo && (
          <Link to={backTo} className={styles.secondary}>
            {t('temples.backToTemples')}
          </Link>
        )}
        {onDismiss && (
          <button type="button" className={styles.secondary} onClick={onDismiss}>
            {t('temples.dismiss')}
          </button>
        )}
      </div>
    </section>
  )
}
