/** Owner verification in My Orders: which contact a code goes to, how it is shown, and the server's refusals in words. */
import { ApiError } from '../../lib/api'
import { phoneDigits } from '../../lib/format'
import type { MessageKey, Translate } from '../../i18n/context'
import { describeError } from '../../i18n/errors'
import type { Contact, Target } from './api'

/** The contacts of a lookup that a code can verify: the phone first, then the e-mail. */
export function targetsOf(contact: Contact): Target[] {
  const targets: Target[] = []
  if (contact.phone?.trim()) targets.push({ phone: contact.phone.trim() })
  if (contact.email?.trim()) targets.push({ email: contact.email.trim().toLowerCase() })
  return targets
}

export const targetKey = (target: Target) => (target.phone !== undefined ? `phone:${phoneDigits(target.phone)}` : `email:${target.email}`)

/** ***1234 or m***@example.com, as the server masks them. */
export function maskTarget(target: Target): string {
  if (target.phone !== undefined) return `***${phoneDigits(target.phone).slice(-4)}`
  const [local, domain = ''] = target.email.split('@', 2)
  return `${local.slice(0, 1)}***@${domain}`
}

const REFUSALS: Record<string, MessageKey> = {
  code_format: 'orders.codeFormat',
  code_expired: 'orders.codeExpired',
  code_used: 'orders.codeUsed',
  too_many_tries: 'orders.codeTooManyTries',
  no_code: 'orders.codeNone',
  not_sent: 'orders.codeNotSent',
}

function waitText(t: Translate, seconds: number): string {
  if (seconds < 60) return seconds === 1 ? t('orders.waitSecond') : t('orders.waitSeconds', { count: seconds })
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? t('orders.waitMinute') : t('orders.waitMinutes', { count: minutes })
}

/** A refused send or confirm in the devotee's language; anything else as every screen says it. */
export function describeVerificationError(t: Translate, error: unknown, target?: Target): string {
  if (!(error instanceof ApiError)) return describeError(t, error)
  if (error.code === 'invalid_code') {
    // The server says how many tries are left in its message ("... 3 tries left.").
    const left = /(\d+) tr(?:y|ies) left/.exec(error.message)
    if (!left) return t('orders.codeWrongLast')
    return left[1] === '1' ? t('orders.codeWrongOne') : t('orders.codeWrong', { count: Number(left[1]) })
  }
  if (error.status === 429) return t('orders.codeTooMany', { wait: waitText(t, error.retryAfterSeconds ?? 60) })
  if (error.code === 'channel_unavailable') return t(target?.phone !== undefined ? 'orders.codeNoSms' : 'orders.codeNoEmail')
  const key = REFUSALS[error.code]
  return key ? t(key) : describeError(t, error)
}
