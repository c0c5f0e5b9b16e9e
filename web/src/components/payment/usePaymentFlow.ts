/** The payment dialog's state machine: idle -> (confirmingCash) -> processing -> (verifying) ->
 * success | failed. Cash books without paying anything now, so it asks for a second tap; a store
 * order in cash refused for want of a confirmed phone goes to confirmingPhone, and once the code
 * is confirmed it is placed again the same way. */
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '../../lib/api'
import { COD_ORDER, amountProblem, orderIdProblem, type PollHandle, type PollOutcome } from '../../lib/payments'
import { emailProblem, nameProblem, phoneProblem } from '../../lib/validation'
import { useT } from '../../i18n/context'
import type { PaymentDialogProps, PaymentMethod, PaymentRecord } from './contract'
import { cashRefusal, cashRefusalText, failedPayment, failedToStart, whatIsSaved } from './messages'
import { leaveTo, openBlankWindow, watchClosed } from './payWindow'
import { payOnline } from './payOnline'
import { useReturnFromPayPage, useWakeChecks } from './useWakeChecks'

export type Phase =
  | { name: 'idle' }
  | { name: 'confirmingCash' }
  /** The server takes this cash order once this browser confirms the phone with a one-time code. */
  | { name: 'confirmingPhone' }
  | { name: 'processing'; method: PaymentMethod }
  | { name: 'verifying'; redirectUrl: string; attempt: number; max: number; sameWindow: boolean }
  | { name: 'success'; method: PaymentMethod; transactionId: string; amount: number }
  /** cashRefused: cash on delivery is not to be had for this order (over the limit, too many
   * open): the way on is paying online. */
  | { name: 'failed'; message: string; saved: boolean; cashRefused?: boolean }

const SUCCESS_CLOSE_MS = 1000
const FAILURE_CALLBACK_MS = 2000

/** A rule of the payment request broken before anything was sent. */
class Refused extends Error {}

export function usePaymentFlow(props: PaymentDialogProps) {
  const t = useT()
  const [phase, setPhase] = useState<Phase>({ name: 'idle' })
  const latest = useRef(props)
  const records = useRef<Partial<Record<PaymentMethod, PaymentRecord>>>({})
  const run = useRef<AbortController | null>(null)
  const timer = useRef<number | undefined>(undefined)
  const poll = useRef<PollHandle | null>(null)
  const unwatchReopened = useRef<() => void>(() => undefined)
  /** Reports the success now (set while the success view shows). */
  const paid = useRef<(() => void) | null>(null)
  useEffect(() => {
    latest.current = props
  })

  const stop = useCallback(() => {
    run.current?.abort()
    run.current = null
    poll.current = null
    window.clearTimeout(timer.current)
    paid.current = null
    unwatchReopened.current()
  }, [])

  // Closed by the screen: forget this attempt (a new opening may be for other details).
  const [wasOpen, setWasOpen] = useState(props.open)
  if (wasOpen !== props.open) {
    setWasOpen(props.open)
    if (!props.open) setPhase({ name: 'idle' })
  }
  useEffect(() => {
    if (props.open) return
    stop()
    records.current = {}
  }, [props.open, stop])
  useEffect(() => stop, [stop])

  const succeed = useCallback((method: PaymentMethod, record: PaymentRecord, transactionId: string, recordStatus?: string) => {
    setPhase({ name: 'success', method, transactionId, amount: record.amount })
    const report = () => {
      paid.current = null
      window.clearTimeout(timer.current)
      latest.current.onPaid({ method, record, transactionId, recordStatus })
    }
    paid.current = report
    timer.current = window.setTimeout(report, SUCCESS_CLOSE_MS)
  }, [])

  /** Closed during the success moment: report it now rather than never. */
  const reportNow = useCallback(() => paid.current?.(), [])

  const fail = useCallback((message: string, saved = false, cashRefused = false) => {
    setPhase({ name: 'failed', message, saved, cashRefused })
    timer.current = window.setTimeout(() => latest.current.onFailed?.(message), FAILURE_CALLBACK_MS)
  }, [])

  const finish = useCallback(
    (outcome: PollOutcome, record: PaymentRecord, transactionId: string) => {
      if (outcome.status === 'success') succeed('online', record, transactionId, outcome.payment.recordStatus ?? undefined)
      else if (outcome.status === 'failed') fail(failedPayment(t, outcome.payment))
      else if (outcome.status === 'timeout') fail(t('payment.verificationTimeout'))
      else fail(failedToStart(t, outcome.error))
    },
    [fail, succeed, t],
  )

  const pay = useCallback(
    async (method: PaymentMethod, win: Window | null, signal: AbortSignal) => {
      const p = latest.current
      const { name, phone, email } = p.customer
      let created = false
      let shown = false
      try {
        if (method === 'online') {
          const problem = amountProblem(p.amount) ?? phoneProblem(phone) ?? emailProblem(email) ?? nameProblem(name)
          if (problem) throw new Refused(t(problem.message))
        }
        const record = records.current[method] ?? (await p.createRecord(method))
        records.current[method] = record
        created = true
        if (signal.aborted) return win?.close()
        if (method === 'cod') return succeed('cod', record, COD_ORDER)
        const problem = amountProblem(record.amount) ?? orderIdProblem(record.id)
        if (problem) throw new Refused(t(problem.message))
        const { transactionId, outcome } = await payOnline({
          props: p,
          record,
          win,
          signal,
          onShown: (redirectUrl, sameWindow) => {
            shown = true
            setPhase({ name: 'verifying', redirectUrl, attempt: 0, max: 0, sameWindow })
          },
          onAttempt: (attempt, max) => setPhase((now) => (now.name === 'verifying' ? { ...now, attempt, max } : now)),
          onPolling: (handle) => (poll.current = handle),
        })
        if (signal.aborted) return
        if (outcome === 'paid') succeed('online', record, transactionId)
        else finish(outcome, record, transactionId)
      } catch (error) {
        // A blank window left over would only confuse; a pay page may be mid-payment: keep it.
        if (!shown) win?.close()
        if (signal.aborted) return
        if (error instanceof Refused) return fail(error.message)
        // The store's terms for cash: a code for the phone first (nothing is created yet), or a
        // refusal that leaves paying online.
        const refusal = method === 'cod' ? cashRefusal(error) : undefined
        if (refusal === 'verify') return setPhase({ name: 'confirmingPhone' })
        if (refusal) return fail(cashRefusalText(t, error), false, true)
        // Not sent yet, but kept by the outbox: it goes out by itself when the phone is online.
        if (!created && error instanceof ApiError && error.isNetwork) return fail(t('common.pendingSend', { what: whatIsSaved(t, p.kind) }), true)
        fail(failedToStart(t, error))
      }
    },
    [fail, finish, succeed, t],
  )

  const start = useCallback(
    (method: PaymentMethod, win: Window | null) => {
      stop()
      const controller = new AbortController()
      run.current = controller
      setPhase({ name: 'processing', method })
      void pay(method, win, controller.signal)
    },
    [pay, stop],
  )

  /** The method the devotee tapped: online starts paying; cash first asks to confirm. */
  const choose = useCallback(
    (method: PaymentMethod) => {
      if (method === 'cod') {
        stop()
        setPhase({ name: 'confirmingCash' })
        return
      }
      // Opened here, synchronously inside the click, or the browser would block it.
      start(method, openBlankWindow(t('payment.openingGateway')))
    },
    [start, stop, t],
  )

  /** The second tap: book with cash. Also once the phone is confirmed: the same details go again
   * (for the store, through its outbox with a new key: the refused attempt created nothing). */
  const confirmCash = useCallback(() => start('cod', null), [start])

  const reopen = useCallback(() => {
    if (phase.name !== 'verifying') return
    const win = window.open(phase.redirectUrl, '_blank')
    if (!win) return leaveTo(phase.redirectUrl)
    win.opener = null
    unwatchReopened.current()
    unwatchReopened.current = watchClosed(win, () => poll.current?.checkNow())
  }, [phase])

  useWakeChecks(phase.name === 'verifying', () => poll.current?.checkNow())

  // Back from the pay page with the browser's Back button: wait here, offer the pay page again.
  useReturnFromPayPage(phase.name === 'verifying' && phase.sameWindow, () =>
    setPhase((now) => (now.name === 'verifying' ? { ...now, sameWindow: false } : now)),
  )

  const retry = useCallback(() => {
    stop()
    setPhase({ name: 'idle' })
  }, [stop])

  return { phase, choose, confirmCash, retry, reopen, stop, reportNow }
}
