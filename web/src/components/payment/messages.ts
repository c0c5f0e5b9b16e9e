/** Words for payment outcomes: gateway states as the spec's status texts, failures as sentences. */
import { ApiError } from '../../lib/api'
import { INTERNAL_SERVER_ERROR, PAYMENT_DECLINED, PAYMENT_ERROR, PAYMENT_PENDING, PAYMENT_SUCCESS, type PaymentStatus } from '../../lib/payments'
import type { MessageKey, Translate } from '../../i18n/context'
import { describeError } from '../../i18n/errors'
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

/** "Payment failed: {reason}. Please try again." with the gateway's reason, else its status. */
export function failedPayment(t: Translate, payment: PaymentStatus): string {
  const reason = payment.reason?.trim().replace(/[.\s]+$/, '') || statusText(t, payment.state)
  return t('payment.failedReason', { reason })
}

export function whatIsSaved(t: Translate, kind: PaymentKind): string {
  const keys: Record<PaymentKind, MessageKey> = { priest: 'payment.whatPriest', temple: 'payment.whatTemple', store: 'payment.whatStore' }
  return t(keys[kind])
}

/** A failure while creating the record or starting the payment, in words. */
export function failedToStart(t: Translate, error: unknown): string {
  if (error instanceof ApiError && error.code === 'payment_initiation_failed') {
    return t('payment.failedReason', { reason: t('payment.initiationFailed') })
  }
  return error instanceof ApiError ? describeError(t, error) : t('payment.failedGeneric')
}
