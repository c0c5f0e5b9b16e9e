/** /user/orders/:kind/:id/receipt: a record's receipt on its own page, printed on A4 with nothing
 * else on the paper, and its PDF drawn by the server in the devotee's language. Only the browser that
 * made the record, or one verified for its contact, may see it (the server checks). */
import { Link, useParams } from 'react-router-dom'
import { useEffect } from 'react'
import { Button } from '../../components/Button'
import { ErrorState, Notice, Spinner } from '../../components/States'
import { useI18n } from '../../i18n/context'
import { describeError } from '../../i18n/errors'
import { useSite } from '../../lib/site'
import type { RecordKind } from './api'
import { PdfButton } from './components/PdfButton'
import { Receipt } from './components/Receipt'
import { useReceipt } from './hooks/useReceipt'
import styles from './ReceiptPage.module.css'

const KINDS: readonly string[] = ['priest', 'temple', 'store'] satisfies RecordKind[]
/** While this class is on <body>, print CSS shows the receipt sheet alone. */
const PRINTING = 'punya-receipt-page'

function Sheet({ kind, id }: { kind: RecordKind; id: string }) {
  const { t } = useI18n()
  const site = useSite()
  const { data, error, loading, reload } = useReceipt(kind, id)
  if (error) {
    const notYours = error.status === 403 || error.status === 404
    return notYours ? <Notice tone="info">{t('orders.receiptNotYours')}</Notice> : <ErrorState message={describeError(t, error)} onRetry={reload} retryLabel={t('common.retry')} />
  }
  if (!data || loading) return <Spinner label={t('orders.receiptLoading')} />
  const { entry, templeName } = data
  if (!entry.receipt) return <Notice tone="info">{t('orders.receiptNotReady')}</Notice>
  return (
    <>
      <div className={styles.actions}>
        <Button onClick={() => window.print()}>{t('orders.print')}</Button>
        <PdfButton entry={entry} />
      </div>
      <div className={styles.sheet}>
        <Receipt entry={entry} site={site} templeName={templeName} />
      </div>
    </>
  )
}

export default function ReceiptPage() {
  const { t } = useI18n()
  const { kind = '', id = '' } = useParams()
  useEffect(() => {
    document.body.classList.add(PRINTING)
    return () => document.body.classList.remove(PRINTING)
  }, [])
  return (
    <div className="page">
      <p className={styles.back}>
        <Link to="/user/orders">{t('orders.backToOrders')}</Link>
      </p>
      <h1 className={styles.title}>{t('orders.receiptHeading')}</h1>
      {KINDS.includes(kind) ? <Sheet kind={kind as RecordKind} id={id} /> : <Notice tone="info">{t('orders.receiptNotYours')}</Notice>}
    </div>
  )
}
