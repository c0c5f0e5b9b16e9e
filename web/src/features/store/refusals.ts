/** The server's refusal of an order's details (a field breaks its rule, the PIN code is in another
 * state, an item ran short), said where the devotee can fix it: in the cart, at the field. No payment
 * was tried, so the payment dialog must not say one failed. */
import type { Language, MessageKey, Translate } from '../../i18n/context'
import { describeError } from '../../i18n/errors'
import { describeAddressErrors, describeAddressText } from '../../lib/address'
import { ApiError } from '../../lib/api'
import type { SiteInfo } from '../../lib/site'
import { cashRefusal } from '../../components/payment/messages'
import type { CheckoutErrors, CheckoutField } from './validation'

/** The cart's own fields: the lines and the delivery details it shows. */
const CART_FIELDS = new Set<string>(['items', 'customerName', 'customerPhone', 'customerEmail', 'houseAndStreet', 'landmark', 'city', 'state', 'pinCode'])

/** Refusals of the address that may come without a field (the server names one today). */
const ADDRESS_CODES = new Set(['pin_in_other_state', 'unknown_pin', 'invalid_pin', 'city_in_other_state', 'unknown_state'])

/** Whether the server refused what the devotee sent, rather than failing or asking for more: the
 * network, the server's own failure, too many orders from this address, and the terms of cash on
 * delivery (a code for the phone, the limits) are the payment dialog's to say. */
function refusesDetails(error: unknown): error is ApiError {
  if (!(error instanceof ApiError) || error.isNetwork) return false
  return error.status >= 400 && error.status < 500 && error.status !== 429 && !cashRefusal(error)
}

/** The refusal as the cart's messages, by field; undefined when it is not a refusal of the
 * details (the payment dialog says those). A refusal that names none of the cart's fields says
 * so above the delivery details: that the address, or else the order, was not accepted, and why. */
export function detailsRefusal(t: Translate, language: Language, states: SiteInfo['states'], error: unknown): CheckoutErrors | undefined {
  if (!refusesDetails(error)) return undefined
  const errors: CheckoutErrors = {}
  for (const [field, message] of Object.entries(describeAddressErrors(t, language, states, error))) {
    if (CART_FIELDS.has(field)) errors[field as CheckoutField] = message
  }
  // The server names the product in English; the cart, quoted again, shows which line in the devotee's words.
  if (errors.items !== undefined) errors.items = t('store.itemsChanged')
  if (Object.keys(errors).length > 0) return errors
  const text = error.message.trim()
  const reason = (describeAddressText(t, language, states, text) ?? describeError(t, error)).replace(/[.!।\s]+$/, '')
  const aboutAddress = ADDRESS_CODES.has(error.code) || Object.keys(error.fields).some((field) => field.startsWith('deliveryAddress'))
  const key: MessageKey = aboutAddress ? 'store.addressRefused' : 'store.orderRefused'
  return { delivery: t(key, { reason }) }
}
