/** Track Order (and Track Booking, with who is coming, what the priest did, the puja's photos and a temple pooja's prasad): the status history as a timeline, newest
 * last, with the shipping promise and its refunds. */
import { Modal } from '../../../components/Modal'
import { Picture } from '../../../components/Picture'
import { localeOf, useI18n } from '../../../i18n/context'
import { formatDateTime } from '../../../lib/format'
import { statusLabel, statusTone, trackEvents, type OrderEntry } from '../model'
import { PrasadLine, PriestLine, SankalpLine } from './OrderCard'
import { RefundLines } from './RefundLines'
import { StatusBadge } from './StatusBadge'
import styles from './TrackOrderModal.module.css'

const IN_PROGRESS = ['pending', 'confirmed', 'processing']

export function TrackOrderModal({ entry, onClose }: { entry: OrderEntry | undefined; onClose: () => void }) {
  const { t, language } = useI18n()
  const events = entry ? trackEvents(t, entry.history) : []
  return (
    <Modal open={entry !== undefined} title={entry ? t(entry.kind === 'store' ? 'orders.trackTitle' : 'orders.trackBookingTitle', { id: entry.shortId }) : ''} onClose={onClose} closeLabel={t('common.close')}>
      {entry && (
        <>
          <p className={styles.now}>
            {t('orders.currentStatus')} <StatusBadge tone={statusTone(entry)}>{statusLabel(t, entry.status)}</StatusBadge>
          </p>
          <PriestLine entry={entry} className={styles.now} />
          <SankalpLine entry={entry} className={styles.now} />
          <PrasadLine entry={entry} className={styles.now} withAddress />
          {entry.kind === 'store' && IN_PROGRESS.includes(entry.status) && <p className={styles.promise}>{t('orders.shippingPromise')}</p>}
          <RefundLines refunds={entry.refunds} />
          {entry.photos && entry.photos.length > 0 && (
            <>
              <h3 className={styles.heading}>{t('orders.photosTitle')}</h3>
              <ul className={styles.photos}>
                {entry.photos.map((url, n) => (
                  <li key={url}>
                    <a href={url} target="_blank" rel="noreferrer">
                      <Picture src={url} alt={t('orders.photoOf', { n: n + 1 })} ratio={1} sizes="(min-width: 640px) 160px, 45vw" className={styles.photo} />
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
          <h3 className={styles.heading}>{t('orders.historyTitle')}</h3>
          {events.length === 0 ? (
            <p>{t('orders.noHistory')}</p>
          ) : (
            <ol className={styles.timeline}>
              {events.map((event, n) => (
                <li key={`${event.at}-${n}`} className={`${styles.step} ${n === events.length - 1 ? styles.latest : ''}`}>
                  <span className={styles.dot} aria-hidden="true" />
                  <p className={styles.status}>{event.title}</p>
                  <p className={styles.when}>
                    <time dateTime={event.at}>{formatDateTime(event.at, localeOf(language))}</time>
                  </p>
                  {event.details.map((detail) => (
                    <p key={detail} className={styles.when}>
                      {detail}
                    </p>
                  ))}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </Modal>
  )
}
