/** The devotee's contact details as spec section 5 checks them; messages are text keys. */
import type { MessageKey } from '../i18n/context'
import { phoneDigits } from './format'

export type ContactField = 'amount' | 'customerPhone' | 'customerEmail' | 'customerName' | 'targetId'

export interface Problem {
  field: ContactField
  message: MessageKey
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Phone required; then 10 digits; then starting 6-9. */
export function phoneProblem(phone: string | undefined): Problem | undefined {
  if (!phone?.trim()) return { field: 'customerPhone', message: 'common.phoneRequired' }
  const digits = phoneDigits(phone)
  if (digits.length !== 10) return { field: 'customerPhone', message: 'common.phoneDigits' }
  if (!/^[6-9]/.test(digits)) return { field: 'customerPhone', message: 'common.phoneFormat' }
  return undefined
}

/** E-mail is optional, but must look like an address when given. */
export function emailProblem(email: string | undefined): Problem | undefined {
  if (!email?.trim() || EMAIL.test(email.trim())) return undefined
  return { field: 'customerEmail', message: 'common.emailFormat' }
}

export function nameProblem(name: string | undefined): Problem | undefined {
  return (name ?? '').trim().length >= 2 ? undefined : { field: 'customerName', message: 'common.nameShort' }
}
