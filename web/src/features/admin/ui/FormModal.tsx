/** A dialog holding a form: submit and cancel buttons in the footer, busy while saving, a top-level error. */
import { useId, type FormEvent, type ReactNode } from 'react'
import { Button } from '../../../components/Button'
import { Modal } from '../../../components/Modal'
import { Notice } from '../../../components/States'
import { TEXT } from './texts'
import styles from './FormModal.module.css'

interface Props {
  open: boolean
  title: ReactNode
  /** Called on submit (Enter or the submit button); validate and save here. */
  onSubmit: () => void
  onClose: () => void
  children: ReactNode
  submitLabel?: string
  cancelLabel?: string
  busy?: boolean
  /** An error that belongs to no field (describeAdminError). */
  error?: string
  size?: 'medium' | 'large'
}

export function FormModal({ open, title, onSubmit, onClose, children, submitLabel = TEXT.save, cancelLabel = TEXT.cancel, busy = false, error, size = 'large' }: Props) {
  const formId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!busy) onSubmit()
  }
  return (
    <Modal
      open={open}
      title={title}
      onClose={() => !busy && onClose()}
      closeLabel={TEXT.close}
      size={size}
      footer={
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {busy ? TEXT.saving : submitLabel}
          </Button>
        </div>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        {error && <Notice tone="error">{error}</Notice>}
        {children}
      </form>
    </Modal>
  )
}
