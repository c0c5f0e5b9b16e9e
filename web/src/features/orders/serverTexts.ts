/** The server's answers about returns and ratings in the devotee's language: its messages are English
 * sentences (api/orders/rules.py, api/payments/refund_policy.py); ours say the same. */
import { ApiError } from '../../lib/api'
import type { MessageKey, Translate } from '../../i18n/context'
import { describeError } from '../../i18n/errors'

const KNOWN: Record<string, MessageKey> = {
  'Your return request has been received. Once it is approved, the refund is credited to your original payment method within 7-10 business days.': 'orders.returnRequested',
  'Returns are accepted within 7 days of delivery': 'orders.returnClosed',
  'Only a delivered order can be returned': 'orders.returnNotDelivered',
  'This order was paid in cash: please contact us to return it and we will arrange the refund.': 'orders.returnPaidInCash',
  // api/reviews/rules.py
  'Thank you for your review.': 'orders.rateThanks',
  'You can rate a booking once it has been completed.': 'orders.rateNotBooking',
  'You can rate an order once it has been delivered.': 'orders.rateNotOrder',
  'You have already rated this booking.': 'orders.ratedBooking',
  'You have already rated this order.': 'orders.ratedOrder',
  'Please choose from 1 to 5 stars': 'orders.rateChoose',
}

/** A message of the server's, translated when it is one we know; as it came otherwise. */
export function inOurWords(t: Translate, message: string): string {
  const key = KNOWN[message]
  return key ? t(key) : message
}

/** A refused request: the server's reason in the devotee's language, else what every screen says. */
export function describeRefusal(t: Translate, error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return inOurWords(t, error.message)
  return describeError(t, error)
}
