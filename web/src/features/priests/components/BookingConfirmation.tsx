/** The booking made: its id, puja, date and time, amount, payment, and what happens next. */
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { Button } from '../../../components/Button'
import { Notice } from '../../../components/States'
import { useI18n } from '../../../i18n/context'
import { formatDate, formatINR } from '../../../lib/format'
import { receiptPath } from '../../../lib/records'
import type { Confirmation } from './BookingForm'
import styles from './BookingConfirmation.module.css'

export function BookingConfirmation({ confirmation, delivered, onBack }: { confirmation: Confirmation; delivered?: boolean; onBack: () => void }) {
  const { t, language } = useI18n()
  const navigate = useNavigate()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const { booking, payment, priestName } = confirmation
  // The priest chosen (or the one we already sent); "any" is told the name when we confirm.
  const priest = priestName ?? booking.priestAssigned ?? t('priests.priestToBeTold')
  // The words follow the record's status as the server last said it: a confirmed booking is
  // not promised a confirmation.
  const confirmed = (payment?.recordStatus ?? booking.status) === 'confirmed'
  const promises = [...(confirmed ? [] : [t('priests.promiseConfirm')]), ...(booking.isOnline ? [t('priests.promiseOnline')] : [])]
  const paid = payment?.method === 'online' || booking.paymentStatus === 'paid'
  const paymentText = paid ? t('priests.paidOnline') : payment?.method === 'cod' ? t('priests.payCash') : t('priests.paymentPending')

  const rows: [string, string][] = [
    [t('priests.bookingId'), booking.shortId],
    [t('priests.service'), booking.serviceName],
    [t('priests.priestTitle'), priest],
    [t('priests.dateTime'), `${formatDate(booking.selectedDate, language === 'hi' ? 'hi-IN' : 'en-IN')}, ${booking.selectedTime}`],
    [t('priests.place'), booking.isOnline ? t('priests.onlinePlace') : booking.customerAddress],
    [t('priests.amount'), formatINR(booking.price)],
    [t('priests.paymentStatus'), paymentText],
  ]
  if (payment?.method === 'online') rows.push([t('priests.transaction'), payment.transactionId])

  return (
    <section className={styles.card} aria-labelledby="priest-confirmed">
      <span className={styles.badge} aria-hidden="true">
        ✓
      </span>
      <h1 id="priest-confirmed" ref={heading} tabIndex={-1} className={styles.title}>
        {confirmed ? t('priests.confirmedTitle') : t('priests.receivedTitle')}
      </h1>
      {delivered && <Notice tone="success">{t('priests.deliveredNotice')}</Notice>}
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {promises.length > 0 && (
        <ul className={styles.promises}>
          {promises.map((promise) => (
            <li key={promise}>{promise}</li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button onClick={() => navigate('/user/orders')}>{t('priests.myOrders')}</Button>
        {paid && (
          <Button variant="secondary" onClick={() => navigate(receiptPath('priest', booking.id))}>
            {t('priests.viewReceipt')}
          </Button>
        )}
        <Button variant="secondary" onClick={onBack}>
          {t('priests.backToServices')}
        </Button>
      </div>
    </section>
  )
}
