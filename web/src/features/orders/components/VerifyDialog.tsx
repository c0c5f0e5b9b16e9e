/** Cancel, Change date, a receipt, Pay now, a return or a rating on a record booked on another device: verify the contact
 * first, then go on. */
import { Modal } from '../../../components/Modal'
import { VerifyPanel } from '../../../components/verify/VerifyPanel'
import { useT, type MessageKey } from '../../../i18n/context'
import type { Target } from '../../../lib/verification'
import type { OrderEntry } from '../model'

export type VerifyFor = 'cancel' | 'move' | 'receipt' | 'pay' | 'return' | 'rate'

const REASONS: Record<VerifyFor, MessageKey> = {
  cancel: 'orders.verifyForCancel',
  move: 'orders.verifyForMove',
  receipt: 'orders.verifyForReceipt',
  pay: 'orders.verifyForPay',
  return: 'orders.verifyForReturn',
  rate: 'orders.verifyForRate',
}

interface Props {
  entry: OrderEntry | undefined
  purpose: VerifyFor
  target: Target | undefined
  onVerified: () => void
  onClose: () => void
}

export function VerifyDialog({ entry, purpose, target, onVerified, onClose }: Props) {
  const t = useT()
  const open = entry !== undefined && target !== undefined
  const reason = entry && t(REASONS[purpose], { id: entry.shortId })
  return (
    <Modal open={open} title={t('verify.title')} onClose={onClose} closeLabel={t('common.close')}>
      {open && <VerifyPanel bare target={target} reason={reason} onVerified={onVerified} />}
    </Modal>
  )
}
