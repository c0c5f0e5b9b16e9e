/** Words for payment outcomes: gateway states as the spec's status texts, failures as sentences. */
import { ApiError } from '../../lib/api'
import { INTERNAL_SERVER_ERROR, PAYMENT_DECLINED, PAYMENT_ERROR, PAYMENT_PENDING, PAYMENT_SUCCESS, type PaymentStatus } from '../../lib/payments'
import type { MessageKey, Translate } from '../../i18n/context'
import { describeError } from '../../i18n/errors'
import { formatINR } from '../../lib/format'
import { siteLimits } from '../../lib/site'
import type { PaymentKind } from './contract'

const STATUS_KEYS: Record<string, MessageKey> = {
  [PAYMENT_SUCCESS]: 'payment.statusSuccess',
  [PAYMENT_ERROR]: 'payment.statusFailed',
  [PAYMENT_PENDING]: 'payment.statusPending',
  [PAYMENT_DECLINED]: 'payment.statusDeclined',
  [INTERNAL_SERVER_ERROR]: 'payment.statusServerError',
}

/** The spec's status text for a gateway state (Unknown Status for anything else). */
export function statusKey(state: string): MessageKey {
  return STATUS_KEYS[state] ?? 'payment.statusUnknown'
}

export function statusText(t: Translate, state: string): string {
  return t(statusKey(state))
}

/** Reasons the server or gateway gives that we can say in the devotee's words (and language). */
const KNOWN_REASONS: Record<string, MessageKey> = {
  // The server's own reasons for failing a payment (api/payments/rules.py).
  'timed out': 'payment.reasonTimedOut',
  'amount mismatch': 'payment.reasonAmountMismatch',
  'initiation failed': 'payment.reasonNotStarted',
  // The gateway's (and its simulator's) words for a payment the devotee cancelled.
  'payment cancelled by the user': 'payment.reasonCancelled',
  'payment cancelled by user': 'payment.reasonCancelled',
}

/** What a gateway state means when no reason came with it ("Payment Failed" would only repeat). */
const STATE_REASONS: Record<string, MessageKey> = {
  [PAYMENT_DECLINED]: 'payment.reasonDeclined',
  [INTERNAL_SERVER_ERROR]: 'payment.reasonServer',
}

/** Test-mode markers a gateway adds to its messages: nothing a devotee needs to read. */
const TEST_MARKER = /\s*\((?:simulated|simulation|test|sandbox)\)/gi
/** A reason that only says again that the payment failed. */
const JUST_FAILED = /^(?:(?:your|the)\s+)?payment\s+(?:has\s+|was\s+)?(?:failed|unsuccessful|error)$/i
/** "Payment failed: ..." inside the reason itself: the message already begins so. */
const FAILED_PREFIX = /^payment\s+failed\s*[:\-–]\s*/i

/** What went wrong, said once: a known reason in our words, else the gateway's reason without
 * test markers or a repeated "Payment failed", else what the gateway's state means; undefined
 * when all there is to say is that it failed. */
export function failureReason(t: Translate, payment: Pick<PaymentStatus, 'reason' | 'state'>): string | undefined {
  const reason = (payment.reason ?? '').replace(TEST_MARKER, '').trim().replace(FAILED_PREFIX, '').replace(/[.!\s]+$/, '')
  const known = KNOWN_REASONS[reason.toLowerCase()]
  if (known) return t(known)
  if (reason && !JUST_FAILED.test(reason)) return reason
  const byState = STATE_REASONS[payment.state]
  return byState && t(byState)
}

/** "Payment failed: {reason}. Please try again." with the reason said once (see failureReason),
 * or "Payment failed. Please try again." when there is no more to say. */
export function failedPayment(t: Translate, payment: PaymentStatus): string {
  const reason = failureReason(t, payment)
  return reason ? t('payment.failedReason', { reason }) : t('payment.failedNoReason')
}

export function whatIsSaved(t: Translate, kind: PaymentKind): string {
  const keys: Record<PaymentKind, MessageKey> = { priest: 'payment.whatPriest', temple: 'payment.whatTemple', store: 'payment.whatStore' }
  return t(keys[kind])
}

/** A failure while creating the record or starting the payment, in words. */
export function failedToStart(t: Translate, error: unknown): string {
  // "Payment initiation failed" already says the payment failed: not "Payment failed: Payment initiation failed".
  if (error instanceof ApiError && error.code === 'payment_initiation_failed') return t('payment.initiationFailed')
  return error instanceof ApiError ? describeError(t, error) : t('payment.failedGeneric')
}

/** Why the server would not take a store order in cash (api/store/cash_on_delivery.py): the phone
 * is not confirmed by a code in this browser yet, the total is over the limit, or the phone has
 * too many cash orders on their way. */
export type CashRefusal = 'verify' | 'overLimit' | 'tooManyOpen'

const CASH_REFUSALS: Record<string, CashRefusal> = {
  verification_required: 'verify',
  cod_over_limit: 'overLimit',
  cod_too_many_open: 'tooManyOpen',
}

export function cashRefusal(error: unknown): CashRefusal | undefined {
  return error instanceof ApiError ? CASH_REFUSALS[error.code] : undefined
}

/** The largest store order paid in cash on delivery, as GET /api/site publishes it (undefined
 * until the site info has arrived: the server still refuses a larger one). */
export function codMaxTotal(kind: PaymentKind): number | undefined {
  return kind === 'store' ? siteLimits()?.codMaxTotal : undefined
}

/** The over-limit and too-many-open refusals in the devotee's language; the server's own words
 * when they do not carry what ours need. */
export function cashRefusalText(t: Translate, error: unknown): string {
  const refusal = cashRefusal(error)
  if (refusal === 'overLimit') {
    const limit = codMaxTotal('store')
    if (limit !== undefined) return t('payment.codOverLimit', { limit: formatINR(limit) })
  }
  if (refusal === 'tooManyOpen' && error instanceof ApiError) {
    // The server says how many open orders a phone may have in its message ("... has 3 cash-on-delivery orders ...").
    const count = /(\d+) cash-on-delivery orders/.exec(error.message)?.[1]
    if (count) return t('payment.codTooManyOpen', { count: Number(count) })
  }
  return describeError(t, error)
}
