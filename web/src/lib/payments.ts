/** Online payments from the browser: start one, poll it on the spec's schedule, verify it, and
 * the payment request's rules (spec section 5) checked before the server is asked. */
import type { RecordKind } from './records'
import { ApiError, api } from './api'
import { siteLimits } from './site'
import { emailProblem, nameProblem, phoneProblem, type Problem } from './validation'
import type { Schema } from './wire'

/** What is being paid for: a priest booking, a temple booking or a store order. */
export type TargetKind = RecordKind

/** The gateway's states (spec section 4 "Gateway states"). */
export const PAYMENT_SUCCESS = 'PAYMENT_SUCCESS'
export const PAYMENT_ERROR = 'PAYMENT_ERROR'
export const PAYMENT_PENDING = 'PAYMENT_PENDING'
export const PAYMENT_DECLINED = 'PAYMENT_DECLINED'
export const INTERNAL_SERVER_ERROR = 'INTERNAL_SERVER_ERROR'
/** The transaction id of a cash-on-delivery order (spec section 9). */
export const COD_ORDER = 'COD_ORDER'

/** What the payment dialog knows; sent as Schema<'PaymentCreate'> (no amount: the server takes
 * it from the stored record). */
export interface PaymentRequest {
  targetKind: TargetKind
  targetId: string
  customerName: string
  customerPhone: string
  customerEmail?: string
}

export type PaymentStarted = Schema<'PaymentStarted'>
export type PaymentStatus = Schema<'PaymentRead'>
export type PaymentVerification = Schema<'PaymentVerification'>

export function startPayment(request: PaymentRequest, idempotencyKey: string): Promise<PaymentStarted> {
  const body: Schema<'PaymentCreate'> = { ...request, customerEmail: request.customerEmail?.trim() || null }
  return api.post<PaymentStarted>('/api/payments', body, { idempotencyKey })
}

export function getPayment(transactionId: string, signal?: AbortSignal): Promise<PaymentStatus> {
  return api.get<PaymentStatus>(`/api/payments/${encodeURIComponent(transactionId)}`, { signal })
}

export function verifyPayment(query: { txnId: string } | { status: 'success' }, signal?: AbortSignal): Promise<PaymentVerification> {
  return api.get<PaymentVerification>('/api/payments/verify', { query: { ...query }, signal })
}

// ---- Polling (spec section 4 "Polling") ----

export const POLL_FIRST_DELAY_MS = 5_000
export const POLL_INTERVAL_MS = 10_000
export const POLL_MAX_ATTEMPTS = 30

export type PollOutcome =
  | { status: 'success'; payment: PaymentStatus }
  /** The gateway failed or declined it (or another final, unsuccessful state). */
  | { status: 'failed'; payment: PaymentStatus }
  /** Every attempt was used and the payment is still pending. */
  | { status: 'timeout' }
  /** The server refused to tell (an unknown transaction, say). */
  | { status: 'error'; error: ApiError }

export interface PollOptions {
  signal?: AbortSignal
  /** Called before each check with its number (1-based) and the maximum. */
  onAttempt?: (attempt: number, max: number) => void
  firstDelayMs?: number
  intervalMs?: number
  maxAttempts?: number
}

export interface PollHandle {
  result: Promise<PollOutcome>
  /** Check now instead of at the next tick (the pay window closed, the page got focus back). */
  checkNow: () => void
}

function abortError(): DOMException {
  return new DOMException('Payment polling stopped', 'AbortError')
}

/**
 * Ask the server about a payment until it is final: first after 5 s, then every 10 s, at most
 * 30 times. A check that cannot reach the server counts as an attempt and polling goes on.
 * Rejects with an AbortError when `signal` aborts.
 */
export function pollPayment(transactionId: string, options: PollOptions = {}): PollHandle {
  const { signal, onAttempt, firstDelayMs = POLL_FIRST_DELAY_MS, intervalMs = POLL_INTERVAL_MS, maxAttempts = POLL_MAX_ATTEMPTS } = options
  let attempts = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let checking = false
  let settled = false
  let finish: (outcome: PollOutcome) => void = () => undefined
  let fail: (error: unknown) => void = () => undefined

  const result = new Promise<PollOutcome>((resolve, reject) => {
    finish = (outcome) => {
      settled = true
      clearTimeout(timer)
      resolve(outcome)
    }
    fail = (error) => {
      settled = true
      clearTimeout(timer)
      reject(error)
    }
  })

  const schedule = (delay: number) => {
    clearTimeout(timer)
    timer = setTimeout(() => void check(), delay)
  }

  const check = async () => {
    if (settled || checking) return
    clearTimeout(timer)
    checking = true
    attempts += 1
    onAttempt?.(attempts, maxAttempts)
    try {
      const payment = await getPayment(transactionId, signal)
      if (settled) return
      if (payment.success) return finish({ status: 'success', payment })
      if (payment.final || payment.state === PAYMENT_ERROR || payment.state === PAYMENT_DECLINED) return finish({ status: 'failed', payment })
    } catch (error) {
      if (settled) return
      if (signal?.aborted) return fail(abortError())
      if (error instanceof ApiError && !error.isNetwork) return finish({ status: 'error', error })
      // Not reached the server this time: that attempt is spent, the next one may work.
    } finally {
      checking = false
    }
    if (attempts >= maxAttempts) finish({ status: 'timeout' })
    else schedule(intervalMs)
  }

  if (signal?.aborted) {
    fail(abortError())
  } else {
    signal?.addEventListener('abort', () => !settled && fail(abortError()), { once: true })
    schedule(firstDelayMs)
  }
  // A caller that only aborts need not handle the rejection.
  result.catch(() => undefined)
  return { result, checkNow: () => void check() }
}

// ---- The payment request's rules (spec section 5 "Payment request") ----

/** Above 0; then within the server's least and most for one payment (once the site info says). */
export function amountProblem(amount: number): Problem | undefined {
  if (!(amount > 0)) return { field: 'amount', message: 'common.amountPositive' }
  const limits = siteLimits()
  if (limits && amount < limits.minAmount) return { field: 'amount', message: 'common.amountMinimum' }
  if (limits && amount > limits.maxAmount) return { field: 'amount', message: 'common.amountMaximum' }
  return undefined
}

export function orderIdProblem(id: string | undefined): Problem | undefined {
  return (id ?? '').trim().length >= 3 ? undefined : { field: 'targetId', message: 'payment.orderIdRequired' }
}

/** The first broken rule of a payment request, in the spec's order, or undefined. */
export function paymentRequestProblem(request: { amount: number; customerName?: string; customerPhone?: string; customerEmail?: string; targetId?: string }): Problem | undefined {
  return (
    amountProblem(request.amount) ??
    phoneProblem(request.customerPhone) ??
    emailProblem(request.customerEmail) ??
    nameProblem(request.customerName) ??
    orderIdProblem(request.targetId)
  )
}

// ---- A payment this tab left for (the pay page opened in this window) ----

export interface LeftForPayment {
  transactionId: string
  kind: TargetKind
  recordId: string
  amount: number
  /** The form draft to clear once it is paid (see useDraft). */
  draftKey?: string
}

const LEFT_KEY = 'punya.payment.pending'

export function rememberPayment(payment: LeftForPayment): void {
  try {
    sessionStorage.setItem(LEFT_KEY, JSON.stringify(payment))
  } catch {
    // Storage disabled: the gateway's return address still carries the transaction id.
  }
}

export function rememberedPayment(): LeftForPayment | undefined {
  try {
    const raw = sessionStorage.getItem(LEFT_KEY)
    return raw ? (JSON.parse(raw) as LeftForPayment) : undefined
  } catch {
    return undefined
  }
}

export function forgetPayment(): void {
  try {
    sessionStorage.removeItem(LEFT_KEY)
  } catch {
    // As above.
  }
}

// ---- The result page (often in the pay window) telling the waiting dialog to check now ----

const CHANNEL = 'punya.payments'

export function announcePaymentResult(transactionId: string): void {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(CHANNEL)
  channel.postMessage({ transactionId })
  channel.close()
}

/** Calls back when another tab or window of this site has a result for a payment. */
export function onPaymentResult(listener: (transactionId: string) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined
  const channel = new BroadcastChannel(CHANNEL)
  channel.onmessage = (event: MessageEvent<{ transactionId?: unknown }>) => {
    if (typeof event.data?.transactionId === 'string') listener(event.data.transactionId)
  }
  return () => channel.close()
}
