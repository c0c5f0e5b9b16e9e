/** The server's refusals to a priest in their language: by the stable codes the priests' API answers
 * with (api/priest_app, api/records/transitions.py), one-time codes as every code screen says them. */
import { ApiError } from '../../lib/api'
import { describeVerificationError } from '../../lib/verification'
import type { MessageKey, Translate } from '../../i18n/context'

const BY_CODE: Record<string, MessageKey> = {
  unknown_priest_phone: 'priest.notAPriest',
  phone_shared: 'priest.phoneShared',
  session_expired: 'priest.sessionEnded',
  not_signed_in: 'priest.sessionEnded',
  offer_lapsed: 'priest.offerLapsed',
  status_too_early: 'priest.tooEarly',
  photo_required: 'priest.photoRequired',
  photos_not_now: 'priest.photosNotNow',
  too_many_photos: 'priest.tooManyPhotos',
  unknown_priest_booking: 'priest.notYours',
}

/** `max`: the photos a puja keeps, for the text that names it. */
export function describePriestError(t: Translate, error: unknown, max?: number): string {
  if (error instanceof ApiError) {
    const key = BY_CODE[error.code]
    if (key) return t(key, { max: max ?? '' })
  }
  // The code's own refusals (wrong, expired, too many), the network and the rest.
  return describeVerificationError(t, error, { phone: '' })
}

/** The session ended (or never began): the app goes to its sign-in. */
export const signedOut = (error: unknown) => error instanceof ApiError && error.status === 401
