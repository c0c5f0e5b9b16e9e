/** Bookings saved on this phone while offline (sent when back online), and those that went through later. */
import { useState } from 'react'
import { useI18n } from '../../../i18n/context'
import type { Outbox } from '../../../lib/useOutbox'
import { Button } from '../../../components/Button'
import { Notice } from '../../../components/States'
import type { TempleBooking } from '../../../lib/records'
import { BookingConfirmation } from './BookingConfirmation'
import styles from './PendingBookings.module.css'

export function PendingBookings({ box }: { box: Outbox<TempleBooking> }) {
  const { t } = useI18n()
  const [sending, setSending] = useState(false)
  const [dismissed, setDismissed] = useState<string[]>([])
  const sendNow = async () => {
    setSending(true)
    try {
      await box.retry()
    } finally {
      setSending(false)
    }
  }
  const delivered = box.delivered.filter((booking) => !dismissed.includes(booking.id))
  if (box.queued.length === 0 && delivered.length === 0) return null
  return (
    <div className={`page ${styles.pending}`}>
      {box.queued.length > 0 && (
        <Notice tone="warning">
          <p className={styles.text}>{t('common.pendingSend', { what: t('temples.bookingNoun') })}</p>
          <Button variant="secondary" onClick={sendNow} busy={sending}>
            {t('temples.sendNow')}
          </Button>
        </Notice>
      )}
      {delivered.map((booking) => (
        <BookingConfirmation key={booking.id} booking={booking} title={t('temples.sentLaterTitle')} onDismiss={() => setDismissed((ids) => [...ids, booking.id])} />
      ))}
    </div>
  )
}
