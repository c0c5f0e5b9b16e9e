/** The store checkout's rules (spec section 5, and the delivery address in its parts), checked
 * before anything is sent. */
import type { Translate } from '../../i18n/context'
import { addressProblems } from '../../lib/address'
import { emailProblem, nameProblem, phoneProblem, type Problem } from '../../lib/validation'
import type { CheckoutDraft, Delivery } from './hooks/useCheckoutDraft'

/** 'delivery': the server refused the delivery details as a whole, naming none of the fields. */
export type CheckoutField = 'items' | 'delivery' | keyof Delivery
export type CheckoutErrors = Partial<Record<CheckoutField, string>>

const REQUIRED: (keyof Delivery)[] = ['customerName', 'customerPhone']

export function validateCheckout(t: Translate, draft: CheckoutDraft): CheckoutErrors {
  const errors: CheckoutErrors = {}
  if (draft.items.length === 0) errors.items = t('common.cartEmpty')
  for (const field of REQUIRED) {
    if (!draft[field].trim()) errors[field] = t('common.requiredFields')
  }
  const later: [CheckoutField, Problem | undefined][] = [
    ['customerName', nameProblem(draft.customerName)],
    ['customerPhone', phoneProblem(draft.customerPhone)],
    ['customerEmail', emailProblem(draft.customerEmail)],
  ]
  for (const [field, problem] of later) {
    if (problem && !errors[field]) errors[field] = t(problem.message)
  }
  for (const [field, key] of Object.entries(addressProblems(draft))) errors[field as CheckoutField] = t(key)
  return errors
}

export function hasErrors(errors: CheckoutErrors): boolean {
  return Object.values(errors).some(Boolean)
}
