/** Cancel Booking or Cancel Order: ask first, saying what the refund policy gives back for a paid
 * booking or order, then cancel on the server (which decides the refund). */
import { useState } from 'react'
import { Button } from '../../../components/Button'
import { Modal } from '../../../components/Modal'
import { Notice } from '../../../components/States'
import { useT } from '../../../i18n/context'
import { describeError } from '../../../i18n/errors'
import { ApiError } from '../../../lib/api'
import { formatINR } from '../../../lib/format'
import { useLimits } from '../../../lib/site'
import { cancelOrder, type CancelResult, type Contact } from '../api'
import { cancelTexts, paidInCash, type OrderEntry } from '../model'
import { bookingCancelRefund } from '../refundPolicy'

interface Props {
  entry: OrderEntry | undefined
  contact: Contact
  onCancelled: (result: CancelResult) => void
  /** The server wants this browser verified first (its verification lapsed, say). */
  onNeedsVerification: () => void
  onClose: () => void
}

/** What the policy refunds if the devotee cancels now, and how: online payments go back on their own,
 * cash paid is arranged with us. The policy's hours and percent come from GET /api/site: until they
 * have arrived a booking's preview says only how the refund is settled (the server decides it). */
function RefundPreview({ entry }: { entry: OrderEntry }) {
  const t = useT()
  const limits = useLimits()
  if (entry.paymentStatus !== 'paid') return null
  const decided = <p>{t(paidInCash(entry) ? 'orders.cashRefundNote' : 'orders.cancelRefundDecided')}</p>
  if (entry.kind === 'store') {
    // Only a pending (unshipped) order can be cancelled: everything paid online comes back.
    if (entry.paymentMethod !== 'phonepe') return <p>{t(paidInCash(entry) ? 'orders.cashRefundNote' : 'orders.refundNote')}</p>
    return (
      <>
        <p>{t('orders.cancelRefundOrder', { amount: formatINR(entry.amount) })}</p>
        {decided}
      </>
    )
  }
  if (!limits) return decided
  const refund = bookingCancelRefund(entry.date ?? '', entry.time ?? '', entry.amount, new Date(), limits)
  if (refund.share === 0) return <p>{t('orders.cancelRefundNone')}</p>
  const key = refund.share === 1 ? 'orders.cancelRefundFull' : 'orders.cancelRefundHalf'
  return (
    <>
      <p>{t(key, { amount: formatINR(refund.amount) })}</p>
      {decided}
    </>
  )
}

export function CancelDialog({ entry, contact, onCancelled, onNeedsVerification, onClose }: Props) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  const close = () => {
    if (busy) return
    setError(undefined)
    onClose()
  }
  const confirm = async () => {
    if (!entry) return
    setBusy(true)
    setError(undefined)
    try {
      onCancelled(await cancelOrder(entry.kind, entry.id, contact))
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'verification_required') onNeedsVerification()
      else setError(describeError(t, failure))
    } finally {
      setBusy(false)
    }
  }

  // Named for what it cancels; the store's words while closed (nothing shows then).
  const texts = cancelTexts(entry?.kind ?? 'store')
  const footer = (
    <>
      <Button variant="secondary" onClick={close} disabled={busy}>
        {t(texts.keep)}
      </Button>
      <Button variant="danger" onClick={() => void confirm()} busy={busy}>
        {t('orders.confirmCancel')}
      </Button>
    </>
  )
  return (
    <Modal open={entry !== undefined} title={t(texts.title)} onClose={close} closeLabel={t('common.close')} footer={footer}>
      {entry && (
        <>
          <p>{t('orders.cancelText', { id: entry.shortId })}</p>
          <RefundPreview entry={entry} />
          {error && <Notice tone="error">{error}</Notice>}
        </>
      )}
    </Modal>
  )
}
