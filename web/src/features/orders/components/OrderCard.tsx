/** One booking or order: what, when, how much, its status, payment and refunds, and the buttons it allows. */
import { Button } from '../../../components/Button'
import { localeOf, useI18n, useT, type MessageKey } from '../../../i18n/context'
import { formatDate, formatDateTime, formatINR } from '../../../lib/format'
import { siteLimits } from '../../../lib/site'
import { canCancel, canMove, canPayNow, canRate, canReceipt, canReturn, canTrack, cancelTexts, paymentLine, paymentTone, prasadLines, shownPayment, shownPrasad, statusLabel, statusTone, type OrderEntry } from '../model'
import { RefundLines } from './RefundLines'
import { StarsGiven } from './StarPicker'
import { StatusBadge } from './StatusBadge'
import styles from './OrderCard.module.css'
import { SankalpText } from '../../../components/sankalp/SankalpText'

const KIND_KEYS: Record<OrderEntry['kind'], MessageKey> = { priest: 'orders.kindPriest', temple: 'orders.kindTemple', store: 'orders.kindStore' }
const SHOWN_ITEMS = 2

interface Props {
  entry: OrderEntry
  templeName?: string
  onTrack: () => void
  onReceipt: () => void
  onCancel: () => void
  onMove: () => void
  onPayNow: () => void
  onReturn: () => void
  onRate: () => void
}

function What({ entry, templeName }: { entry: OrderEntry; templeName?: string }) {
  const { t, language } = useI18n()
  const locale = localeOf(language)
  if (entry.kind !== 'store') {
    return (
      <>
        <h3 className={styles.title}>{entry.title}</h3>
        {templeName && <p className={styles.meta}>{templeName}</p>}
        {entry.date && <p className={styles.meta}>{t('orders.bookedFor', { date: formatDate(entry.date, locale), time: entry.time ?? '' })}</p>}
        <PriestLine entry={entry} />
        <SankalpLine entry={entry} />
        <PrasadLine entry={entry} />
      </>
    )
  }
  const names = entry.items.slice(0, SHOWN_ITEMS).map((line) => t('orders.lineQuantity', { name: line.productName, count: line.quantity }))
  const more = entry.items.length - SHOWN_ITEMS
  return (
    <>
      <h3 className={styles.title}>
        {names.join(', ')}
        {more > 0 && ` ${t('orders.itemsMore', { count: more })}`}
      </h3>
      <p className={styles.meta}>{t('orders.orderedOn', { date: formatDateTime(entry.createdAt, locale) })}</p>
    </>
  )
}

/** The booking's sankalp, when the devotee gave one. */
export function SankalpLine({ entry, className = styles.meta }: { entry: OrderEntry; className?: string }) {
  const t = useT()
  if (!entry.sankalp) return null
  return (
    <p className={className}>
      {t('common.sankalp')}: <SankalpText sankalp={entry.sankalp} />
    </p>
  )
}

/** Who is coming to a priest booking: the name once assigned, else that it is still to come. */
export function PriestLine({ entry, className = styles.meta }: { entry: OrderEntry; className?: string }) {
  const t = useT()
  if (entry.kind !== 'priest' || entry.status === 'cancelled') return null
  return <p className={className}>{entry.priest ? t('orders.priestIs', { name: entry.priest }) : t('orders.priestToCome')}</p>
}

/** Where a temple booking's prasad stands, and once shipped its courier and tracking number;
 * `withAddress` adds where it goes (Track Booking). */
export function PrasadLine({ entry, className = styles.meta, withAddress = false }: { entry: OrderEntry; className?: string; withAddress?: boolean }) {
  const { t } = useI18n()
  const prasad = shownPrasad(entry)
  if (!prasad) return null
  const { status, tracking } = prasadLines(t, prasad)
  return (
    <>
      <p className={className}>{status}</p>
      {tracking && (
        <p className={className} translate="no">
          {tracking}
        </p>
      )}
      {withAddress && prasad.address && <p className={className}>{t('orders.prasadTo', { address: prasad.address })}</p>}
    </>
  )
}

export function OrderCard({ entry, templeName, onTrack, onReceipt, onCancel, onMove, onPayNow, onReturn, onRate }: Props) {
  const t = useT()
  const actions: { label: string; onClick: () => void }[] = []
  if (canTrack(entry)) actions.push({ label: t(entry.kind === 'store' ? 'orders.trackOrder' : 'orders.trackBooking'), onClick: onTrack })
  if (canMove(entry)) actions.push({ label: t('orders.changeDate'), onClick: onMove })
  if (canReceipt(entry)) actions.push({ label: t('orders.downloadReceipt'), onClick: onReceipt })
  if (canReturn(entry)) actions.push({ label: t('orders.returnOrder'), onClick: onReturn })
  if (canRate(entry)) actions.push({ label: t('orders.rate'), onClick: onRate })
  const any = actions.length > 0 || canCancel(entry) || canPayNow(entry)
  return (
    <li className={styles.card}>
      <div className={styles.top}>
        <div className={styles.which}>
          <p className={styles.kind}>{t(KIND_KEYS[entry.kind])}</p>
          <p className={styles.id} title={entry.id}>
            {entry.shortId}
          </p>
        </div>
        <StatusBadge tone={statusTone(entry)}>{statusLabel(t, entry.status)}</StatusBadge>
      </div>
      <What entry={entry} templeName={templeName} />
      <div className={styles.money}>
        <span className={styles.amount}>{formatINR(entry.amount)}</span>
        <StatusBadge tone={paymentTone(shownPayment(entry))}>{paymentLine(t, shownPayment(entry))}</StatusBadge>
      </div>
      <RefundLines refunds={entry.refunds} />
      {entry.review && (
        <div className={styles.review}>
          <p className={styles.reviewLine}>
            <span>{t('orders.yourRating')}</span> <StarsGiven stars={entry.review.stars} max={siteLimits()?.maxStars ?? 5} label={t('orders.ratedStars', { stars: entry.review.stars })} />
          </p>
          {entry.review.comment && <p className={styles.reviewComment}>{entry.review.comment}</p>}
        </div>
      )}
      {any && (
        <div className={styles.actions}>
          {canPayNow(entry) && <Button onClick={onPayNow}>{t('orders.payNow')}</Button>}
          {actions.map((action) => (
            <Button key={action.label} variant="secondary" onClick={action.onClick}>
              {action.label}
            </Button>
          ))}
          {canCancel(entry) && (
            <Button variant="quiet" className={styles.cancel} onClick={onCancel}>
              {t(cancelTexts(entry.kind).cancel)}
            </Button>
          )}
        </div>
      )}
    </li>
  )
}
