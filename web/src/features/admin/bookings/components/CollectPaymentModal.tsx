/** Collect payment for a temple booking: cash at the counter (paid and confirmed at once) or a payment
 * link the devotee pays through the gateway (shown with Copy and Open). */
import { useState } from 'react'
import { Button } from '../../../../components/Button'
import { Modal } from '../../../../components/Modal'
import { Notice } from '../../../../components/States'
import { formatINR } from '../../../../lib/format'
import { describeAdminError } from '../../ui/errors'
import { TEXT as UI, fill } from '../../ui/texts'
import { isSessionEnded, useAdminAction } from '../../shell/useAdminRequest'
import { bookingsApi, type CollectMethod, type PaymentCollected, type TempleBooking } from '../api'
import { TEXT } from '../texts'
import { MethodChoice } from './MethodChoice'
import { PaymentLink } from './PaymentLink'
import styles from './CollectPaymentModal.module.css'

interface Props {
  booking: TempleBooking
  onClose: () => void
  /** The booking changed (cash collected): the list reloads. */
  onCollected: () => void
}

export function CollectPaymentModal({ booking, onClose, onCollected }: Props) {
  const [method, setMethod] = useState<CollectMethod>('cash')
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<PaymentCollected | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const { run } = useAdminAction()

  const collect = async () => {
    setBusy(true)
    setFailure(null)
    try {
      const collected = await run(() => bookingsApi.collectPayment(booking.id, method))
      setResult(collected)
      onCollected()
    } catch (error) {
      if (!isSessionEnded(error)) setFailure(fill(TEXT.failed, { reason: describeAdminError(error) }))
    } finally {
      setBusy(false)
    }
  }

  const footer = result ? (
    <Button onClick={onClose}>{TEXT.done}</Button>
  ) : (
    <div className={styles.buttons}>
      <Button variant="secondary" onClick={onClose} disabled={busy}>
        {UI.cancel}
      </Button>
      <Button onClick={collect} busy={busy}>
        {method === 'cash' ? TEXT.collectCash : TEXT.createLink}
      </Button>
    </div>
  )

  return (
    <Modal open title={TEXT.paymentTitle} onClose={() => !busy && onClose()} closeLabel={UI.close} footer={footer}>
      <p className={styles.summary}>
        <span>{booking.customerName}</span>
        <span className={styles.due}>
          {TEXT.amountDue}: <strong>{formatINR(booking.totalAmount)}</strong>
        </span>
      </p>
      {failure && <Notice tone="error">{failure}</Notice>}
      {!result && <MethodChoice value={method} onChange={setMethod} disabled={busy} />}
      {result && !result.paymentUrl && <Notice tone="success">{fill(TEXT.collected, { id: result.transactionId })}</Notice>}
      {result?.paymentUrl && <PaymentLink url={result.paymentUrl} transactionId={result.transactionId} />}
    </Modal>
  )
}
