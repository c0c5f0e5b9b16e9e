/** "Are you sure...?" as a real dialog: a message, confirm and cancel, busy while confirming, the error if it failed. */
import type { ReactNode } from 'react'
import { Button } from '../../../components/Button'
import { Modal } from '../../../components/Modal'
import { Notice } from '../../../components/States'
import { TEXT } from './texts'
import styles from './ConfirmDialog.module.css'

interface Props {
  open: boolean
  message: ReactNode
  onConfirm: () => void
  onCancel: () => void
  title?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  busy?: boolean
  /** Why the last confirm failed (describeAdminError), shown above the buttons. */
  error?: string
  tone?: 'danger' | 'primary'
}

export function ConfirmDialog({ open, message, onConfirm, onCancel, title = TEXT.confirmDeleteTitle, confirmLabel = TEXT.delete, cancelLabel = TEXT.cancel, busy = false, error, tone = 'danger' }: Props) {
  // While the request runs, closing would hide its outcome: ignore Escape and the backdrop.
  const close = () => !busy && onCancel()
  return (
    <Modal
      open={open}
      title={title}
      onClose={close}
      closeLabel={TEXT.close}
      footer={
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </div>
      }
    >
      <p className={styles.message}>{message}</p>
      {error && <Notice tone="error">{error}</Notice>}
    </Modal>
  )
}
