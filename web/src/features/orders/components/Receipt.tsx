/** A receipt, once a record is paid (online, or its cash taken): company, customer, lines, totals, the
 * payment as the record states it (a transaction id only for an online payment), refunds. */
import { localeOf, useI18n, type MessageKey } from '../../../i18n/context'
import { formatDate, formatDateTime, formatINR } from '../../../lib/format'
import type { SiteInfo } from '../../../lib/site'
import type { ReceiptPayment } from '../api'
import { refundText, statusLabel, type OrderEntry } from '../model'
import { SankalpText } from '../../../components/sankalp/SankalpText'
import styles from './Receipt.module.css'

const STATES: Record<ReceiptPayment['state'], MessageKey> = {
  paid_online: 'orders.receiptPaidOnline',
  paid_cash: 'orders.receiptPaidCash',
}

/** Online, cash on delivery (an order paid so), or cash. */
function methodOf(entry: OrderEntry, payment: ReceiptPayment): MessageKey {
  if (payment.state === 'paid_online') return 'orders.methodOnline'
  return entry.paymentMethod === 'cod' ? 'orders.methodCod' : 'orders.methodCash'
}

interface Props {
  entry: OrderEntry
  site: SiteInfo | undefined
  templeName?: string
}

export function Receipt({ entry, site, templeName }: Props) {
  const { t, language } = useI18n()
  const locale = localeOf(language)
  const payment = entry.receipt
  return (
    <article className={styles.receipt}>
      <header className={styles.company}>
        <p className={styles.brand}>{t('common.brand')}</p>
        {site && (
          <>
            <p className={styles.legal}>{site.legalName}</p>
            <p>{site.address}</p>
            <p>
              {site.email} · {site.phone}
            </p>
          </>
        )}
      </header>
      <dl className={styles.facts}>
        <dt>{t('orders.receiptNumber')}</dt>
        <dd className={styles.number}>{entry.shortId}</dd>
        <dt>{t('orders.fullReference')}</dt>
        <dd>{entry.id}</dd>
        <dt>{t('orders.receiptDate')}</dt>
        <dd>{formatDateTime(entry.createdAt, locale)}</dd>
        <dt>{t('orders.billedTo')}</dt>
        <dd>
          {entry.customerName}
          <span className={styles.contact}>{[entry.customerPhone, entry.customerEmail].filter(Boolean).join(' · ')}</span>
          {entry.address && <span className={styles.contact}>{entry.address}</span>}
        </dd>
        {entry.date && (
          <>
            <dt>{t('orders.scheduled')}</dt>
            <dd>{t('orders.bookedFor', { date: formatDate(entry.date, locale), time: entry.time ?? '' })}</dd>
          </>
        )}
        {entry.kind === 'priest' && (
          <>
            <dt>{t('orders.receiptPriest')}</dt>
            <dd>{entry.priest ?? t('orders.receiptPriestToCome')}</dd>
          </>
        )}
        {templeName && (
          <>
            <dt>{t('orders.temple')}</dt>
            <dd>{templeName}</dd>
          </>
        )}
        {entry.sankalp && (
          <>
            <dt>{t('common.sankalp')}</dt>
            <dd>
              <SankalpText sankalp={entry.sankalp} />
            </dd>
          </>
        )}
        <dt>{t('orders.statusFilter')}</dt>
        <dd>{statusLabel(t, entry.status)}</dd>
      </dl>
      <table className={styles.lines}>
        <thead>
          <tr>
            <th scope="col">{t('orders.item')}</th>
            <th scope="col">{t('orders.qty')}</th>
            <th scope="col">{t('orders.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {entry.items.map((line) => (
            <tr key={line.productId}>
              <td>{line.productName}</td>
              <td>{line.quantity}</td>
              <td>{formatINR(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.totals}>
        {entry.subtotal !== undefined && (
          <>
            <dt>{t('orders.subtotal')}</dt>
            <dd>{formatINR(entry.subtotal)}</dd>
            <dt>{t('orders.shipping')}</dt>
            <dd>{formatINR(entry.shipping ?? 0)}</dd>
            <dt>{t('orders.tax')}</dt>
            <dd>{formatINR(entry.tax ?? 0)}</dd>
          </>
        )}
        <dt className={styles.grand}>{t('orders.total')}</dt>
        <dd className={styles.grand}>{formatINR(entry.amount)}</dd>
      </dl>
      <dl className={styles.facts}>
        {payment && (
          <>
            <dt>{t('orders.paymentMethod')}</dt>
            <dd>{t(methodOf(entry, payment))}</dd>
            <dt>{t('orders.paymentStatus')}</dt>
            <dd>{t(STATES[payment.state])}</dd>
          </>
        )}
        {payment?.transactionId && (
          <>
            <dt>{t('orders.transactionId')}</dt>
            <dd>{payment.transactionId}</dd>
          </>
        )}
        {entry.refunds.length > 0 && (
          <>
            <dt>{t('orders.refundsTitle')}</dt>
            <dd>
              {entry.refunds.map((refund, n) => (
                <span key={`${refund.createdAt}-${n}`} className={styles.refund}>
                  {refundText(t, refund).text}
                </span>
              ))}
            </dd>
          </>
        )}
      </dl>
      <p className={styles.thanks}>{t('orders.receiptThanks')}</p>
    </article>
  )
}
