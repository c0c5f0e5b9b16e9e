/** Which refusals of an order go back to the cart (the details: its fields, the address, the lines),
 * said at the field in the devotee's language; the rest stay with the payment dialog. */
import { describe, expect, it } from 'vitest'
import { translate, translator } from '../../i18n/context'
import { hi } from '../../i18n/hi'
import { ApiError } from '../../lib/api'
import { detailsRefusal } from './refusals'

const en = translator('en')
const STATES = [
  { name: 'Delhi', nameHi: 'दिल्ली' },
  { name: 'Maharashtra', nameHi: 'महाराष्ट्र' },
]
const PIN_ELSEWHERE = 'PIN code 110001 is in Delhi, not in Maharashtra'

function refusal(status: number, code: string, message: string, fields: Record<string, string> = {}): ApiError {
  return new ApiError(status, code, message, fields)
}

describe('detailsRefusal', () => {
  it('puts a PIN code of another state at the PIN field, the states named in Hindi', () => {
    const error = refusal(422, 'pin_in_other_state', PIN_ELSEWHERE, { 'deliveryAddress.pinCode': PIN_ELSEWHERE })
    expect(detailsRefusal(en, 'en', STATES, error)).toEqual({ pinCode: PIN_ELSEWHERE })
    expect(detailsRefusal(translate(hi), 'hi', STATES, error)).toEqual({ pinCode: 'पिन कोड 110001 दिल्ली का है, महाराष्ट्र का नहीं' })
  })

  it('puts every field the server names at its own field (name, phone, e-mail, the address parts)', () => {
    const fields = {
      customerPhone: 'Phone number must be 10 digits',
      customerEmail: 'Invalid email format',
      'deliveryAddress.state': 'Choose a state or union territory from the list',
      'deliveryAddress.pinCode': 'No such PIN code',
    }
    expect(detailsRefusal(en, 'en', STATES, refusal(422, 'phone_digits', fields.customerPhone, fields))).toEqual({
      customerPhone: 'Phone number must be 10 digits',
      customerEmail: 'Invalid email format',
      state: 'Choose a state or union territory from the list',
      pinCode: 'No such PIN code',
    })
    expect(detailsRefusal(translate(hi), 'hi', STATES, refusal(422, 'unknown_pin', 'No such PIN code', { 'deliveryAddress.pinCode': 'No such PIN code' }))).toEqual({ pinCode: 'ऐसा कोई पिन कोड नहीं है' })
  })

  it('says an item run short in the cart, in the devotee’s words rather than the server’s English product name', () => {
    const error = refusal(409, 'out_of_stock', 'Only 2 of Bhimseni Camphor left in stock', { items: 'Only 2 of Bhimseni Camphor left in stock' })
    expect(detailsRefusal(en, 'en', STATES, error)).toEqual({ items: en('store.itemsChanged') })
    expect(detailsRefusal(translate(hi), 'hi', STATES, error)?.items).toMatch(/^आपकी कार्ट की किसी चीज़ का स्टॉक/)
  })

  it('says the address was not accepted when the refusal of it names no field', () => {
    const error = refusal(422, 'pin_in_other_state', PIN_ELSEWHERE)
    expect(detailsRefusal(en, 'en', STATES, error)).toEqual({ delivery: 'The delivery address was not accepted: PIN code 110001 is in Delhi, not in Maharashtra. Please correct it and try again.' })
    expect(detailsRefusal(translate(hi), 'hi', STATES, error)).toEqual({ delivery: 'डिलीवरी का पता स्वीकार नहीं हुआ: पिन कोड 110001 दिल्ली का है, महाराष्ट्र का नहीं। कृपया इसे ठीक करके फिर से कोशिश करें।' })
    // A field of the address the cart has no box for is the address too.
    expect(detailsRefusal(en, 'en', STATES, refusal(422, 'missing', 'Field required.', { deliveryAddress: 'Field required' }))).toEqual({ delivery: 'The delivery address was not accepted: Field required. Please correct it and try again.' })
  })

  it('says the order was not accepted for any other refusal that names no field', () => {
    expect(detailsRefusal(en, 'en', STATES, refusal(422, 'something_else', 'That cannot be done'))).toEqual({ delivery: 'The order was not accepted: That cannot be done. Please check the details and try again.' })
  })

  it.each([
    ['the network', refusal(0, 'network', 'Failed to fetch')],
    ['the server’s own failure', refusal(500, 'internal_error', 'boom')],
    ['too many orders from this address', refusal(429, 'rate_limited', 'Too many')],
    ['a code for the phone before cash', refusal(403, 'verification_required', 'Confirm first', { customerPhone: 'Confirm first' })],
    ['the cash limit', refusal(422, 'cod_over_limit', 'Over the limit', { paymentMethod: 'Over the limit' })],
    ['too many cash orders', refusal(409, 'cod_too_many_open', 'Too many open', { paymentMethod: 'Too many open' })],
    ['anything not from the server', new Error('bug')],
  ])('leaves %s to the payment dialog', (_, error) => {
    expect(detailsRefusal(en, 'en', STATES, error)).toBeUndefined()
  })
})
