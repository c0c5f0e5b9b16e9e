/** The result page's verification (spec section 4 "Payment result page"): starts verifying, then
 * success or failed; a payment still pending at the gateway is polled on the spec's schedule. A failed
 * payment whose record still wants paying says which record, for Pay now. */
import { useCallback, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { PAYMENT_PENDING, PAYMENT_SUCCESS, announcePaymentResult, forgetPayment, pollPayment, rememberedPayment, verifyPayment, type PaymentVerification, type TargetKind } from '../../lib/payments'
import { remove } from '../../lib/storage'
import type { MessageKey } from '../../i18n/context'
import { statusKey } from '../../components/payment/messages'

export type Result =
  | { name: 'verifying' }
  | { name: 'success'; transactionId: string; amount: number; paidFor?: PayFor }
  /** Cash on delivery: confirmed, with nothing paid online (so no transaction to show). */
  | { name: 'cash'; paidFor?: PayFor }
  | { name: 'failed'; reason: MessageKey; canRecheck: boolean; payFor?: PayFor }

/** The record a failed payment was for, when it may still be paid (Pay now). */
export interface PayFor {
  kind: TargetKind
  id: string
}

function payForOf(answer: PaymentVerification): PayFor | undefined {
  return answer.payable && answer.targetKind && answer.targetId ? { kind: answer.targetKind, id: answer.targetId } : undefined
}

const INVALID_SESSION = 'Invalid payment session'

/** Paid: the tab's remembered payment (and the form it came from) is done with. */
function settle(transactionId: string): void {
  const remembered = rememberedPayment()
  if (remembered?.transactionId !== transactionId) return
  if (remembered.draftKey) remove(`draft.${remembered.draftKey}`)
  forgetPayment()
}

export function usePaymentResult(): { result: Result; recheck: () => void } {
  const [params] = useSearchParams()
  const [result, setResult] = useState<Result>({ name: 'verifying' })
  const [attempt, setAttempt] = useState(0)
  const txnId = params.get('txnId') || params.get('transactionId') || ''
  const cod = !txnId && params.get('status') === 'success'
  // The record paid in cash (Pay now here), for its receipt: ?kind=&id= (a full or short id).
  const cashKind = params.get('kind')
  const cashId = params.get('id')

  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    const failed = (reason: MessageKey, canRecheck = false, payFor?: PayFor) => !signal.aborted && setResult({ name: 'failed', reason, canRecheck, payFor })
    let paidFor: PayFor | undefined
    const paid = (transactionId: string, amount: number) => {
      if (signal.aborted) return
      settle(transactionId)
      setResult({ name: 'success', transactionId, amount, paidFor })
    }

    async function verify() {
      if (cod) {
        // Cash on delivery: nothing was paid online, so there is nothing that could fail here,
        // and the server's placeholder transaction id (COD_ORDER) is no id to show a devotee.
        await verifyPayment({ status: 'success' }, signal).catch(() => undefined)
        const kinds: string[] = ['priest', 'temple', 'store'] satisfies TargetKind[]
        const record = cashKind && cashId && kinds.includes(cashKind) ? { kind: cashKind as TargetKind, id: cashId } : undefined
        if (!signal.aborted) setResult({ name: 'cash', paidFor: record })
        return
      }
      // The pay page may have opened in this very tab (popup blocked): it remembered the payment.
      const transactionId = txnId || rememberedPayment()?.transactionId
      if (!transactionId) return failed('payment.invalidSession')
      const answer = await verifyPayment({ txnId: transactionId }, signal)
      if (answer.targetKind && answer.targetId) paidFor = { kind: answer.targetKind, id: answer.targetId }
      if (answer.status !== PAYMENT_PENDING) announcePaymentResult(transactionId)
      if (answer.success && answer.status === PAYMENT_SUCCESS) return paid(transactionId, answer.amount)
      if (answer.status === INVALID_SESSION) return failed('payment.invalidSession')
      if (answer.status !== PAYMENT_PENDING) return failed(answer.status ? statusKey(answer.status) : 'payment.verificationFailed', false, payForOf(answer))
      // Back before the gateway settled: wait for it rather than call it failed.
      const outcome = await pollPayment(transactionId, { signal }).result
      if (outcome.status === 'success') return paid(transactionId, outcome.payment.amount)
      if (outcome.status === 'failed') {
        // Asked once more for whether its record may still be paid (Pay now).
        const settled = await verifyPayment({ txnId: transactionId }, signal).catch(() => undefined)
        return failed(statusKey(outcome.payment.state), false, settled && payForOf(settled))
      }
      if (outcome.status === 'timeout') return failed('payment.verificationTimeout', true)
      failed('payment.unableToVerify', true)
    }

    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new check starts from "verifying"
    setResult({ name: 'verifying' })
    verify().catch(() => failed('payment.unableToVerify', true))
    return () => controller.abort()
  }, [txnId, cod, cashKind, cashId, attempt])

  const recheck = useCallback(() => setAttempt((n) => n + 1), [])
  return { result, recheck }
}
