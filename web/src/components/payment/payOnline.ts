/** Paying a created record online: start the payment, show the pay page (its own window, else
 * this one), then poll until the gateway has an answer. No React here; the dialog's hook drives it. */
import { newIdempotencyKey } from '../../lib/api'
import { PAYMENT_SUCCESS, forgetPayment, onPaymentResult, pollPayment, rememberPayment, rememberedPayment, startPayment, type PollHandle, type PollOutcome } from '../../lib/payments'
import type { PaymentDialogProps, PaymentRecord } from './contract'
import { leaveTo, sendWindowTo, watchClosed } from './payWindow'

export interface OnlineRun {
  props: Pick<PaymentDialogProps, 'kind' | 'customer' | 'draftKey'>
  record: PaymentRecord
  /** The blank window opened in the click, or null when the browser blocked it. */
  win: Window | null
  signal: AbortSignal
  /** The pay page is showing (sameWindow: this tab is leaving for it). */
  onShown: (redirectUrl: string, sameWindow: boolean) => void
  onAttempt: (attempt: number, max: number) => void
  onPolling: (handle: PollHandle) => void
}

export interface OnlineResult {
  transactionId: string
  /** 'paid': the gateway already had it paid when asked to start (a retried start). */
  outcome: PollOutcome | 'paid'
}

export async function payOnline({ props, record, win, signal, onShown, onAttempt, onPolling }: OnlineRun): Promise<OnlineResult> {
  const { name, phone, email } = props.customer
  // A new key per attempt: after a failure, Try Again must start a new payment.
  const started = await startPayment({ targetKind: props.kind, targetId: record.id, customerName: name, customerPhone: phone, customerEmail: email }, newIdempotencyKey())
  const { transactionId, redirectUrl } = started
  if (signal.aborted) throw new DOMException('Payment abandoned', 'AbortError')
  if (started.state === PAYMENT_SUCCESS) {
    win?.close()
    return { transactionId, outcome: 'paid' }
  }
  // Remembered in this tab, for when the pay page ends up opening here (now, or on "open again").
  rememberPayment({ transactionId, kind: props.kind, recordId: record.id, amount: started.amount, draftKey: props.draftKey })
  const sameWindow = !win || win.closed
  onShown(redirectUrl, sameWindow)
  if (!win || sameWindow) leaveTo(redirectUrl)
  else sendWindowTo(win, redirectUrl)
  const handle = pollPayment(transactionId, { signal, onAttempt })
  onPolling(handle)
  // Check at once when the pay window closes, or when its result page says it has an answer.
  const unwatch = win && !sameWindow ? watchClosed(win, handle.checkNow) : () => undefined
  const unlisten = onPaymentResult((txn) => txn === transactionId && handle.checkNow())
  try {
    const outcome = await handle.result
    if (outcome.status !== 'timeout' && rememberedPayment()?.transactionId === transactionId) forgetPayment()
    return { transactionId, outcome }
  } finally {
    unwatch()
    unlisten()
  }
}
