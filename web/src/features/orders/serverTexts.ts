/** The server's answers about returns and ratings in the devotee's language: its messages are English
 * sentences (api/orders/rules.py, api/payments/refund_policy.py); our English texts say the same. */
import { ApiError } from '../../lib/api'
import { translator, type MessageKey, type Translate } from '../../i18n/context'
import { describeError } from '../../i18n/errors'

/** Our texts that say what the server says (their English is the server's sentence, limits filled in). */
const KNOWN: MessageKey[] = [
  'orders.returnRequested',
  'orders.returnClosed',
  'orders.returnNotDelivered',
  'orders.returnPaidInCash',
  // api/reviews/rules.py
  'orders.rateThanks',
  'orders.rateNotBooking',
  'orders.rateNotOrder',
  'orders.ratedBooking',
  'orders.ratedOrder',
  'orders.rateChoose',
]
const english = translator('en')

/** A message of the server's, translated when it is one we know; as it came otherwise. */
export function inOurWords(t: Translate, message: string): string {
  const key = KNOWN.find((known) => english(known) === message)
  return key ? t(key) : message
}

/** A refused request: the server's reason in the devotee's language, else what every screen says. */
export function describeRefusal(t: Translate, error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return inOurWords(t, error.message)
  return describeError(t, error)
}
