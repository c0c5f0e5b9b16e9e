/** Cancel Order: ask first, then cancel on the server; a paid booking or order is told about its refund. */
import { useState } from 'react'
import { Button } from '../../../components/Button'
import { Modal } from '../../../components/Modal'
import { Notice } from '../../../components/States'
import { useT } from '../../../i18n/context'
import { describeError } from '../../../i18n/errors'
import { cancelOrder, type CancelResult, type Contact } from '../api'
import type { OrderEntry } from '../model'

interface Props {
  entry: OrderEntry | undefined
  contact: Contact
  onCancelled: (result: CancelResult) => void
  onClose: () => void
}

export function CancelDialog({ entry, contact, onCancelled, onClose }: Props) {
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
      setError(describeError(t, failure))
    } finally {
      setBusy(false)
    }
  }

  const footer = (
    <>
      <Button variant="secondary" onClick={close} disabled={busy}>
        {t('orders.keepOrder')}
      </Button>
      <Button variant="danger" onClick={() => void confirm()} busy={busy}>
        {t('orders.confirmCancel')}
      </Button>
    </>
  )
  return (
    <Modal open={entry !== undefined} title={t('orders.cancelTitle')} onClose={close} closeLabel={t('common.close')} footer={footer}>
      {entry && (
        <>
          <p>{t('orders.cancelText', { id: entry.id })}</p>
          {entry.paymentStatus === 'paid' && <p>{t('orders.refundNote')}</p>}
          {error && <Notice tone="error">{error}</Notice>}
        </>
      )}
    </Modal>
  )
}
