/** The server's answers about returns, ratings and moved bookings in the devotee's language: its messages
 * are English sentences (api/orders/rules.py, api/payments/refund_policy.py); our English texts say the same. */
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
  // api/orders/rules.py: a move refused
  'orders.moveTooLate',
  'orders.moveSameSlot',
]
const english = translator('en')

const knownKey = (message: string) => KNOWN.find((known) => english(known) === message)

/** A message of the server's, translated when it is one we know; as it came otherwise. */
export function inOurWords(t: Translate, message: string): string {
  const key = knownKey(message)
  return key ? t(key) : message
}

/** A refused request: the server's reason in the devotee's language, else what every screen says. */
export function describeRefusal(t: Translate, error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return inOurWords(t, error.message)
  return describeError(t, error)
}

/** A move's refusals by their stable code (api/orders/reschedule.py, api/common/schedule.py). */
const MOVE_REFUSALS: Record<string, MessageKey> = {
  not_movable: 'orders.moveNotMovable',
  same_slot: 'orders.moveSameSlot',
  slot_full: 'orders.moveSlotFull',
  slot_started: 'orders.moveSlotStarted',
  date_in_past: 'orders.moveDateInPast',
  date_too_far: 'orders.moveDateTooFar',
}

/** Why a booking was not moved: the server's sentence when we know it (too close to its time), else its
 * code's text, else what every screen says. */
export function describeMoveRefusal(t: Translate, error: unknown): string {
  if (!(error instanceof ApiError)) return describeError(t, error)
  const known = knownKey(error.message)
  if (known) return t(known)
  const key = MOVE_REFUSALS[error.code]
  return key ? t(key) : describeError(t, error)
}
