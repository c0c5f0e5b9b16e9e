/** /payment/success: where the gateway sends the devotee back; verifies and shows the outcome. A failed
 * payment whose record still wants paying offers Pay now: the payment dialog for that same record here,
 * or My Orders when the record was made on another device. */
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Button } from '../../components/Button'
import { PaymentDialog } from '../../components/payment/PaymentDialog'
import type { PaymentSuccess } from '../../components/payment/contract'
import { payExisting } from '../../components/payment/payExisting'
import { useT } from '../../i18n/context'
import { formatINR } from '../../lib/format'
import { receiptPath } from '../../lib/records'
import { usePayAgain } from './usePayAgain'
import { usePaymentResult, type Result } from './usePaymentResult'
import styles from './PaymentResultPage.module.css'

function Success({ result }: { result: Extract<Result, { name: 'success' }> }) {
  const t = useT()
  return (
    <>
      <span className={`${styles.badge} ${styles.ok}`} aria-hidden="true">
        ✓
      </span>
      <h1 className={styles.title}>{t('payment.successPage')}</h1>
      <p>{t('payment.successNote')}</p>
      <dl className={styles.details}>
        <div>
          <dt>{t('payment.transactionId')}</dt>
          <dd>{result.transactionId}</dd>
        </div>
        <div>
          <dt>{t('payment.amount')}</dt>
          <dd>{formatINR(result.amount)}</dd>
        </div>
      </dl>
    </>
  )
}

function CashConfirmed() {
  const t = useT()
  return (
    <>
      <span className={`${styles.badge} ${styles.ok}`} aria-hidden="true">
        ✓
      </span>
      <h1 className={styles.title}>{t('payment.codPage')}</h1>
      <p>{t('payment.codNote')}</p>
    </>
  )
}

function Failure({ result, onRecheck }: { result: Extract<Result, { name: 'failed' }>; onRecheck: () => void }) {
  const t = useT()
  // "Payment Failed" under the heading "Payment Failed" says nothing new: then the explanation is the message.
  const repeats = result.reason === 'payment.statusFailed'
  return (
    <>
      <span className={`${styles.badge} ${styles.bad}`} aria-hidden="true">
        !
      </span>
      <h1 className={styles.title}>{t('payment.failedPage')}</h1>
      {!repeats && (
        <p className={styles.reason} role="alert">
          {t(result.reason)}
        </p>
      )}
      <p className={repeats ? styles.reason : styles.muted} role={repeats ? 'alert' : undefined}>
        {t('payment.failedExplain')}
      </p>
      {result.canRecheck && (
        <Button variant="secondary" onClick={onRecheck}>
          {t('payment.checkAgain')}
        </Button>
      )}
    </>
  )
}

export default function PaymentResultPage() {
  const t = useT()
  const navigate = useNavigate()
  const { result, recheck } = usePaymentResult()
  const again = usePayAgain(result.name === 'failed' ? result.payFor : undefined)
  const [paying, setPaying] = useState(false)

  if (result.name === 'verifying') {
    return (
      <div className="page">
        <div className={styles.card} role="status" aria-live="polite">
          <span className={styles.spinner} aria-hidden="true" />
          <h1 className={styles.title}>{t('payment.verifyingPage')}</h1>
          <p className={styles.muted}>{t('payment.verifyingNote')}</p>
        </div>
      </div>
    )
  }
  // Paid again: this page shows the new outcome, as if the gateway had sent the devotee here.
  const onPaid = (success: PaymentSuccess) => {
    setPaying(false)
    const kind = again.name === 'ready' ? again.record.kind : undefined
    const record = kind ? `&kind=${encodeURIComponent(kind)}&id=${encodeURIComponent(success.record.id)}` : ''
    const query = success.method === 'cod' ? `status=success${record}` : `txnId=${encodeURIComponent(success.transactionId)}`
    navigate(`/payment/success?${query}`, { replace: true })
  }
  const payNow = () => (again.name === 'ready' ? setPaying(true) : navigate('/user/orders'))
  return (
    <div className="page">
      <div className={styles.card}>
        {result.name === 'success' && <Success result={result} />}
        {result.name === 'cash' && <CashConfirmed />}
        {result.name === 'failed' && <Failure result={result} onRecheck={recheck} />}
        {result.name === 'failed' && again.name === 'elsewhere' && <p className={styles.muted}>{t('payment.payNowElsewhere')}</p>}
        <div className={styles.actions}>
          {result.name !== 'failed' && result.paidFor && (
            <Button onClick={() => result.paidFor && navigate(receiptPath(result.paidFor.kind, result.paidFor.id))}>{t('payment.viewReceipt')}</Button>
          )}
          {result.name !== 'failed' ? (
            <Button variant={result.paidFor ? 'secondary' : 'primary'} onClick={() => navigate('/user/orders')}>
              {t('payment.viewOrders')}
            </Button>
          ) : again.name === 'none' ? (
            <Button onClick={() => window.history.back()}>{t('payment.tryAgain')}</Button>
          ) : (
            <Button onClick={payNow} busy={again.name === 'checking'}>
              {t('payment.payNow')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => navigate('/')}>
            {t('payment.backHome')}
          </Button>
        </div>
      </div>
      {again.name === 'ready' && <PaymentDialog open={paying} {...payExisting(again.record, t)} onPaid={onPaid} onClose={() => setPaying(false)} />}
    </div>
  )
}
