/** /user/orders/:kind/:id/receipt: a record's receipt on its own page, printed on A4 with nothing
 * else on the paper, and its PDF drawn by the server in the devotee's language. Only the browser that
 * made the record, or one verified for its contact, may see it (the server checks). */
import { Link, useParams } from 'react-router-dom'
import { useEffect, useState } from 'react'
import { Button } from '../../components/Button'
import { ErrorState, Notice, Spinner } from '../../components/States'
import { useI18n } from '../../i18n/context'
import { describeError } from '../../i18n/errors'
import { ApiError } from '../../lib/api'
import { useSite } from '../../lib/site'
import { downloadReceipt, type RecordKind } from './api'
import { Receipt } from './components/Receipt'
import { useReceipt } from './hooks/useReceipt'
import styles from './ReceiptPage.module.css'

const KINDS: readonly string[] = ['priest', 'temple', 'store'] satisfies RecordKind[]
/** The server cannot draw PDFs (its Devanagari font is missing): printing still works. */
const FONT_MISSING = 'receipt_font_missing'
/** While this class is on <body>, print CSS shows the receipt sheet alone. */
const PRINTING = 'punya-receipt-page'

function Sheet({ kind, id }: { kind: RecordKind; id: string }) {
  const { t, language } = useI18n()
  const site = useSite()
  const { data, error, loading, reload } = useReceipt(kind, id)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState<ApiError>()
  if (error) {
    const notYours = error.status === 403 || error.status === 404
    return notYours ? <Notice tone="info">{t('orders.receiptNotYours')}</Notice> : <ErrorState message={describeError(t, error)} onRetry={reload} retryLabel={t('common.retry')} />
  }
  if (!data || loading) return <Spinner label={t('orders.receiptLoading')} />
  const { entry, templeName } = data
  if (!entry.receipt) return <Notice tone="info">{t('orders.receiptNotReady')}</Notice>
  const download = async () => {
    setBusy(true)
    setFailed(undefined)
    try {
      await downloadReceipt(kind, entry.id, entry.shortId, language)
    } catch (problem) {
      setFailed(problem instanceof ApiError ? problem : new ApiError(0, 'network', String(problem)))
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <div className={styles.actions}>
        <Button onClick={() => window.print()}>{t('orders.print')}</Button>
        <Button variant="secondary" onClick={download} busy={busy}>
          {t('orders.downloadPdf')}
        </Button>
      </div>
      {failed && <Notice tone="error">{failed.code === FONT_MISSING ? t('orders.pdfUnavailable') : describeError(t, failed)}</Notice>}
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
