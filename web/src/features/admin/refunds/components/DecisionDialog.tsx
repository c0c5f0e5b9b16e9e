/** "Approve refund" or "Decline return" asked in the admin's confirm dialog, never window.confirm. */
import { formatINR } from '../../../../lib/format'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { fill } from '../../ui/texts'
import type { PendingDecision } from '../hooks/useRefunds'
import { recordLabel } from '../refundText'
import { TEXT } from '../texts'

interface Props {
  pending: PendingDecision | null
  busy: boolean
  error: string | undefined
  onConfirm: () => void
  onCancel: () => void
}

export function DecisionDialog({ pending, busy, error, onConfirm, onCancel }: Props) {
  const approve = pending?.decision === 'approve'
  const words = pending ? { amount: formatINR(pending.refund.amount), record: recordLabel(pending.refund) } : { amount: '', record: '' }
  return (
    <ConfirmDialog
      open={pending !== null}
      title={approve ? TEXT.approveTitle : TEXT.declineTitle}
      message={fill(approve ? TEXT.approveMessage : TEXT.declineMessage, words)}
      confirmLabel={approve ? TEXT.approve : TEXT.decline}
      tone={approve ? 'primary' : 'danger'}
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
