/** One-time codes that prove a phone number or e-mail address: where a code goes, how it is shown
 * before the server says, the two calls, and the server's refusals in the devotee's words. My Orders
 * uses them to show records made on another device; the payment dialog, before cash on delivery. */
import type { MessageKey, Translate } from '../i18n/context'
import { describeError } from '../i18n/errors'
import { ApiError, api } from './api'
import { phoneDigits } from './format'
import type { Schema } from './wire'

/** One phone number or one e-mail address that a one-time code goes to. */
export type Target = { phone: string; email?: undefined } | { email: string; phone?: undefined }

/** Where the code went (masked: ***1234 or m***@example.com), and when to offer a resend. */
export type CodeSent = Schema<'CodeSent'>
export type Confirmed = Schema<'Confirmed'>

export function sendCode(target: Target): Promise<CodeSent> {
  return api.post<CodeSent>('/api/verification/codes', { phone: target.phone ?? null, email: target.email ?? null })
}

export function confirmCode(target: Target, code: string): Promise<Confirmed> {
  return api.post<Confirmed>('/api/verification/confirm', { phone: target.phone ?? null, email: target.email ?? null, code })
}

/** The contacts a code can verify, of what was typed: the phone first, then the e-mail. */
export function targetsOf(contact: { phone?: string; email?: string }): Target[] {
  const targets: Target[] = []
  if (contact.phone?.trim()) targets.push({ phone: contact.phone.trim() })
  if (contact.email?.trim()) targets.push({ email: contact.email.trim().toLowerCase() })
  return targets
}

export const targetKey = (target: Target) => (target.phone !== undefined ? `phone:${phoneDigits(target.phone)}` : `email:${target.email}`)

/** ***1234 or m***@example.com, as the server masks them (shown before any code is sent). */
export function maskTarget(target: Target): string {
  if (target.phone !== undefined) return `***${phoneDigits(target.phone).slice(-4)}`
  const [local, domain = ''] = target.email.split('@', 2)
  return `${local.slice(0, 1)}***@${domain}`
}

/** The 6 digits the server sends; checked here first so that a typo costs no try. */
export const CODE_FORMAT = /^\d{6}$/

const REFUSALS: Record<string, MessageKey> = {
  code_format: 'verify.codeFormat',
  code_expired: 'verify.codeExpired',
  code_used: 'verify.codeUsed',
  too_many_tries: 'verify.codeTooManyTries',
  no_code: 'verify.codeNone',
  not_sent: 'verify.codeNotSent',
}

function waitText(t: Translate, seconds: number): string {
  if (seconds < 60) return seconds === 1 ? t('verify.waitSecond') : t('verify.waitSeconds', { count: seconds })
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? t('verify.waitMinute') : t('verify.waitMinutes', { count: minutes })
}

/** A refused send or confirm in the devotee's language; anything else as every screen says it. */
export function describeVerificationError(t: Translate, error: unknown, target?: Target): string {
  if (!(error instanceof ApiError)) return describeError(t, error)
  if (error.code === 'invalid_code') {
    // The server says how many tries are left in its message ("... 3 tries left.").
    const left = /(\d+) tr(?:y|ies) left/.exec(error.message)
    if (!left) return t('verify.codeWrongLast')
    return left[1] === '1' ? t('verify.codeWrongOne') : t('verify.codeWrong', { count: Number(left[1]) })
  }
  if (error.status === 429) return t('verify.codeTooMany', { wait: waitText(t, error.retryAfterSeconds ?? 60) })
  if (error.code === 'channel_unavailable') return t(target?.phone !== undefined ? 'verify.codeNoSms' : 'verify.codeNoEmail')
  const key = REFUSALS[error.code]
  return key ? t(key) : describeError(t, error)
}
