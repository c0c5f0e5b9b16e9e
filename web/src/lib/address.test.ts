/** The server's refusals of an address's parts reach the form's fields in the devotee's language,
 * the states they name included. */
import { describe, expect, it } from 'vitest'
import { translate, translator } from '../i18n/context'
import { hi } from '../i18n/hi'
import { describeAddressErrors, describeAddressText } from './address'
import { ApiError } from './api'

const STATES = [
  { name: 'Delhi', nameHi: 'दिल्ली' },
  { name: 'Maharashtra', nameHi: 'महाराष्ट्र' },
  { name: 'Uttar Pradesh', nameHi: 'उत्तर प्रदेश' },
  { name: 'Haryana', nameHi: 'हरियाणा' },
  { name: 'Karnataka', nameHi: 'कर्नाटक' },
]

function refused(fields: Record<string, string>): ApiError {
  return new ApiError(422, 'pin_in_other_state', Object.values(fields)[0], fields)
}

describe('describeAddressErrors', () => {
  it('names the state a PIN belongs to, in Hindi', () => {
    const error = refused({ 'deliveryAddress.pinCode': 'PIN code 110001 is in Delhi, not in Maharashtra' })
    expect(describeAddressErrors(translate(hi), 'hi', STATES, error)).toEqual({ pinCode: 'पिन कोड 110001 दिल्ली का है, महाराष्ट्र का नहीं' })
  })

  it('names both states of a PIN on a border', () => {
    const error = refused({ 'deliveryAddress.pinCode': 'PIN code 110025 is in Delhi or Uttar Pradesh, not in Haryana' })
    expect(describeAddressErrors(translate(hi), 'hi', STATES, error)).toEqual({ pinCode: 'पिन कोड 110025 दिल्ली या उत्तर प्रदेश का है, हरियाणा का नहीं' })
    expect(describeAddressErrors(translator('en'), 'en', STATES, error)).toEqual({ pinCode: 'PIN code 110025 is in Delhi or Uttar Pradesh, not in Haryana' })
  })

  it('says a city lies in another state, and that a PIN does not exist', () => {
    const error = refused({ 'deliveryAddress.city': 'Pune is in Maharashtra, not in Karnataka', 'deliveryAddress.pinCode': 'No such PIN code' })
    expect(describeAddressErrors(translate(hi), 'hi', STATES, error)).toEqual({ city: 'Pune महाराष्ट्र में है, कर्नाटक में नहीं', pinCode: 'ऐसा कोई पिन कोड नहीं है' })
  })

  it('leaves texts it does not know as the server wrote them', () => {
    const error = refused({ 'deliveryAddress.landmark': 'landmark: String should have at most 120 characters' })
    expect(describeAddressErrors(translate(hi), 'hi', STATES, error)).toEqual({ landmark: 'landmark: String should have at most 120 characters' })
  })

  it('says a text that names states on its own (a refusal that names no field), and leaves others alone', () => {
    expect(describeAddressText(translate(hi), 'hi', STATES, 'PIN code 110001 is in Delhi, not in Maharashtra')).toBe('पिन कोड 110001 दिल्ली का है, महाराष्ट्र का नहीं')
    expect(describeAddressText(translate(hi), 'hi', STATES, 'No such PIN code')).toBeUndefined()
  })
})
