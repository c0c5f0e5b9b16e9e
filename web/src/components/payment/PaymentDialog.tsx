/** The payment dialog every booking and order uses: method choice, then paying, or cash once confirmed
 * (for a store order, to a phone confirmed with a one-time code). */
import { useEffect, useRef, useState } from 'react'
import { Modal } from '../Modal'
import { useT } from '../../i18n/context'
import type { PaymentDialogProps } from './contract'
import { usePaymentFlow } from './usePaymentFlow'
import { ConfirmCash, ConfirmClose, Failed, MethodChoice, Succeeded, Verifying, Working } from './PaymentViews'
import { PhoneStep } from './PhoneStep'
import styles from './PaymentDialog.module.css'

export function PaymentDialog(props: PaymentDialogProps) {
  const t = useT()
  const { phase, choose, confirmCash, retry, reopen, stop, reportNow } = usePaymentFlow(props)
  const [asking, setAsking] = useState(false)
  const content = useRef<HTMLDivElement>(null)
  const busy = phase.name === 'processing' || phase.name === 'verifying'

  // The view changed under the focused button: keep focus in the dialog, on its action if any.
  useEffect(() => {
    const target = content.current?.querySelector<HTMLElement>('[data-autofocus]') ?? content.current
    if (target && !target.contains(document.activeElement)) target.focus()
  }, [phase.name, asking])

  // Not by accident while money or a record is on its way: ask first.
  const requestClose = () => {
    if (busy) return setAsking(true)
    if (phase.name === 'success') return reportNow()
    props.onClose()
  }
  const start: typeof choose = (method) => {
    setAsking(false)
    choose(method)
  }
  const leave = () => {
    setAsking(false)
    stop()
    props.onClose()
  }

  return (
    <Modal open={props.open} title={t('payment.dialogTitle')} onClose={requestClose} closeLabel={t('common.close')}>
      <div ref={content} tabIndex={-1} className={styles.content}>
        {asking && busy && <ConfirmClose onStay={() => setAsking(false)} onLeave={leave} />}
        {phase.name === 'idle' && <MethodChoice kind={props.kind} amount={props.amount} onChoose={start} />}
        {phase.name === 'confirmingCash' && <ConfirmCash kind={props.kind} amount={props.amount} onConfirm={confirmCash} onBack={retry} />}
        {phase.name === 'confirmingPhone' && <PhoneStep phone={props.customer.phone} onVerified={confirmCash} onPayOnline={() => start('online')} />}
        {!asking && phase.name === 'processing' && (
          <Working title={t('payment.processingTitle')}>
            <p>{t('payment.processingText')}</p>
          </Working>
        )}
        {!asking && phase.name === 'verifying' && <Verifying attempt={phase.attempt} max={phase.max} sameWindow={phase.sameWindow} onReopen={reopen} />}
        {phase.name === 'success' && <Succeeded kind={props.kind} method={phase.method} transactionId={phase.transactionId} amount={phase.amount} />}
        {phase.name === 'failed' && (
          <Failed message={phase.message} saved={phase.saved} onRetry={retry} onClose={props.onClose} onPayOnline={phase.cashRefused ? () => start('online') : undefined} />
        )}
      </div>
    </Modal>
  )
}
