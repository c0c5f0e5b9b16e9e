/** The devotee's contact details as spec section 5 checks them; messages are text keys. The
 * phone and e-mail rules are the server's own, from the site info (lib/site); until that has
 * arrived only the required check runs, and the server checks everything anyway. */
import type { MessageKey } from '../i18n/context'
import { phoneDigits } from './format'
import { siteLimits } from './site'

export type ContactField = 'amount' | 'customerPhone' | 'customerEmail' | 'customerName' | 'targetId'

export interface Problem {
  field: ContactField
  message: MessageKey
}

// Patterns compiled once per pattern text (the site info is fetched once per page load).
const compiled = new Map<string, RegExp>()

function matches(pattern: string, value: string): boolean {
  let regex = compiled.get(pattern)
  if (!regex) {
    regex = new RegExp(pattern)
    compiled.set(pattern, regex)
  }
  return regex.test(value)
}

/** What is wrong with a phone number by the server's rule: not 10 digits (once +91, 0, spaces and
 * dashes are dropped), or not starting 6-9; undefined when nothing is, or the rule is not known yet. */
export function phoneFault(phone: string): 'digits' | 'format' | undefined {
  const limits = siteLimits()
  if (!limits) return undefined
  const digits = phoneDigits(phone)
  if (digits.length !== limits.phoneDigits) return 'digits'
  return matches(limits.phonePattern, digits) ? undefined : 'format'
}

/** Whether `email` (trimmed) is an address by the server's rule (true until the rule is known). */
export function isEmailAddress(email: string): boolean {
  const limits = siteLimits()
  const value = email.trim().toLowerCase()
  return !limits || (value.length <= limits.maxEmailLength && matches(limits.emailPattern, value))
}

/** Phone required; then 10 digits; then starting 6-9. */
export function phoneProblem(phone: string | undefined): Problem | undefined {
  if (!phone?.trim()) return { field: 'customerPhone', message: 'common.phoneRequired' }
  const fault = phoneFault(phone)
  if (fault === 'digits') return { field: 'customerPhone', message: 'common.phoneDigits' }
  if (fault === 'format') return { field: 'customerPhone', message: 'common.phoneFormat' }
  return undefined
}

/** Whether `pin` (spaces dropped) is a PIN code by the server's rule (true until it is known). */
export function isPinCode(pin: string): boolean {
  const limits = siteLimits()
  return !limits?.pinPattern || matches(limits.pinPattern, pin.replace(/\s+/g, ''))
}

/** E-mail is optional, but must look like an address when given. */
export function emailProblem(email: string | undefined): Problem | undefined {
  if (!email?.trim() || isEmailAddress(email)) return undefined
  return { field: 'customerEmail', message: 'common.emailFormat' }
}

/** Whether a customer's name (trimmed) is shorter than the server takes (until that is known: empty). */
export function nameTooShort(name: string): boolean {
  return name.trim().length < (siteLimits()?.minNameChars ?? 1)
}

export function nameProblem(name: string | undefined): Problem | undefined {
  return nameTooShort(name ?? '') ? { field: 'customerName', message: 'common.nameShort' } : undefined
}
