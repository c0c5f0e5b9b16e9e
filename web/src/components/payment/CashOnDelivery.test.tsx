/** Cash on delivery of a store order, on the server's terms: a phone confirmed by a one-time code in
 * this browser (the dialog's code step, then the order is placed again), a total within the limit
 * GET /api/site publishes, and a few open cash orders per phone. */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { I18nContext, translator, type Language } from '../../i18n/context'
import { ApiError } from '../../lib/api'
import { siteLimits } from '../../lib/site'
import { PaymentDialog } from './PaymentDialog'
import type { PaymentDialogProps } from './contract'
import { payExisting } from './payExisting'
import { mockApi, type Reply } from './testing'

const PHONE = '98450 12345'
const ORDER = { id: 'SO1764000000000AB', amount: 2299 }
const VERIFY_FIRST = 'To pay cash on delivery, first confirm this phone number with the one-time code we send to it.'
const refusedForCode = () => new ApiError(403, 'verification_required', VERIFY_FIRST, { customerPhone: VERIFY_FIRST })
const SENT: Reply = { status: 202, body: { destination: '***2345', channel: 'sms', expiresInSeconds: 600, resendAfterSeconds: 30 } }
const wrongCode = (left: number): Reply => ({ status: 400, body: { detail: `That code is not right. ${left} tries left.`, code: 'invalid_code', errors: [{ field: 'code', message: `That code is not right. ${left} tries left.` }] } })

function setup(overrides: Partial<PaymentDialogProps> = {}, language: Language = 'en') {
  const props: PaymentDialogProps = {
    open: true,
    kind: 'store',
    amount: 2299,
    customer: { name: 'Meera Iyer', phone: PHONE },
    createRecord: vi.fn().mockRejectedValueOnce(refusedForCode()).mockResolvedValue(ORDER),
    onClose: vi.fn(),
    onPaid: vi.fn(),
    ...overrides,
  }
  render(
    <I18nContext.Provider value={{ language, setLanguage: () => undefined, t: translator(language) }}>
      <PaymentDialog {...props} />
    </I18nContext.Provider>,
  )
  return props
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }))
const typeCode = (label: string, code: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: code } })

/** Cash chosen and confirmed; the server wants the phone's code first. */
async function refusedCash(order = 'Confirm cash order', cash = 'Cash on Delivery') {
  click(cash)
  click(order)
  await advance(0)
}

describe('Cash on delivery of a store order', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('asks for the code when the server wants the phone confirmed, then places the order once', async () => {
    const api = mockApi({ 'POST /api/verification/codes': SENT, 'POST /api/verification/confirm': { body: { verified: true } } })
    const props = setup()
    await refusedCash()

    // Not a failure: the code step, with the phone masked and Send code ready.
    const step = screen.getByRole('group', { name: 'Confirm your phone number' })
    expect(step).toHaveTextContent('Before an order is paid for at the door, we confirm the phone number the courier will call.')
    expect(step).toHaveTextContent("We'll send a 6-digit code to ***2345.")
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(within(step).getByRole('button', { name: 'Send code' })).toHaveFocus()
    expect(props.createRecord).toHaveBeenCalledTimes(1)

    click('Send code')
    await advance(0)
    expect(api.callsTo('POST /api/verification/codes').map((call) => call.body)).toEqual([{ phone: PHONE, email: null }])
    expect(step).toHaveTextContent('We sent a 6-digit code to ***2345. It expires in 10 minutes.')
    const code = within(step).getByLabelText('Verification code')
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    expect(code).toHaveAttribute('inputmode', 'numeric')
    // Resend waits for the server's countdown.
    expect(within(step).getByRole('button', { name: 'Resend code in 30 s' })).toBeDisabled()
    await advance(1000)
    expect(within(step).getByRole('button', { name: 'Resend code in 29 s' })).toBeDisabled()

    typeCode('Verification code', '424242')
    click('Verify')
    await advance(0)
    expect(api.callsTo('POST /api/verification/confirm').map((call) => call.body)).toEqual([{ phone: PHONE, email: null, code: '424242' }])
    // Placed again with the same details, and confirmed as cash.
    expect(props.createRecord).toHaveBeenCalledTimes(2)
    expect(props.createRecord).toHaveBeenLastCalledWith('cod')
    expect(screen.getByText('Order confirmed')).toBeInTheDocument()
    expect(screen.getByText('Cash payment due: ₹2,299')).toBeInTheDocument()
    await advance(1000)
    expect(props.onPaid).toHaveBeenCalledTimes(1)
    expect(props.onPaid).toHaveBeenCalledWith({ method: 'cod', record: ORDER, transactionId: 'COD_ORDER' })
  })

  it('says a wrong code at the field and places nothing until the code is right', async () => {
    const api = mockApi({ 'POST /api/verification/codes': SENT, 'POST /api/verification/confirm': wrongCode(4) })
    const props = setup()
    await refusedCash()
    click('Send code')
    await advance(0)
    // Fewer than six digits never reach the server.
    typeCode('Verification code', '4242')
    click('Verify')
    await advance(0)
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription('Please enter the 6-digit code')
    expect(api.callsTo('POST /api/verification/confirm')).toHaveLength(0)

    typeCode('Verification code', '000000')
    click('Verify')
    await advance(0)
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription('That code is not right. 4 tries left.')
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true')
    expect(props.createRecord).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('group', { name: 'Confirm your phone number' })).toBeInTheDocument()
    await advance(2000)
    expect(props.onPaid).not.toHaveBeenCalled()
  })

  it('goes online instead from the code step', async () => {
    mockApi({ 'POST /api/payments': { status: 201, body: { transactionId: 'TXN_1', redirectUrl: '/api/payment-simulator/pay/TXN_1', amount: 2299, state: 'PAYMENT_PENDING' } }, 'GET /api/payments/TXN_1': { body: { transactionId: 'TXN_1', targetKind: 'store', targetId: ORDER.id, amount: 2299, state: 'PAYMENT_PENDING', statusText: '', success: false, final: false } } })
    const open = vi.spyOn(window, 'open').mockReturnValue({ closed: false, opener: {}, location: { href: 'about:blank' }, document: { title: '', body: { textContent: '' } }, close: vi.fn() } as unknown as Window)
    const props = setup()
    await refusedCash()
    click('Pay online instead')
    await advance(0)
    expect(open).toHaveBeenCalled()
    expect(props.createRecord).toHaveBeenLastCalledWith('online')
    expect(screen.getByText('Waiting for your payment')).toBeInTheDocument()
  })

  it('speaks Hindi: the step, the wrong code at the field, and the order once the code is right', async () => {
    mockApi({ 'POST /api/verification/codes': SENT, 'POST /api/verification/confirm': wrongCode(3) })
    const props = setup({}, 'hi')
    await refusedCash('नकद ऑर्डर की पुष्टि करें', 'कैश ऑन डिलीवरी')
    const step = screen.getByRole('group', { name: 'अपने फ़ोन नंबर की पुष्टि करें' })
    expect(step).toHaveTextContent('हम ***2345 पर 6 अंकों का सत्यापन कोड भेजेंगे।')
    click('कोड भेजें')
    await advance(0)
    expect(step).toHaveTextContent('***2345 पर 6 अंकों का सत्यापन कोड भेज दिया गया है। यह 10 मिनट तक मान्य रहेगा।')
    expect(within(step).getByRole('button', { name: '30 सेकंड बाद कोड दोबारा भेजें' })).toBeDisabled()
    typeCode('सत्यापन कोड', '000000')
    click('पुष्टि करें')
    await advance(0)
    expect(screen.getByLabelText('सत्यापन कोड')).toHaveAccessibleDescription('यह कोड सही नहीं है। अभी 3 कोशिशें बाकी हैं।')
    expect(within(step).getByRole('button', { name: 'इसके बजाय ऑनलाइन भुगतान करें' })).toBeInTheDocument()

    mockApi({ 'POST /api/verification/confirm': { body: { verified: true } } })
    typeCode('सत्यापन कोड', '424242')
    click('पुष्टि करें')
    await advance(0)
    expect(screen.getByText('ऑर्डर की पुष्टि हो गई')).toBeInTheDocument()
    expect(props.createRecord).toHaveBeenCalledTimes(2)
  })

  it('over the published limit, Cash on Delivery says why before it is tapped (a store order only)', () => {
    const limit = siteLimits()!.codMaxTotal
    setup({ amount: limit + 1 })
    const cash = screen.getByRole('button', { name: 'Cash on Delivery' })
    expect(cash).toBeDisabled()
    expect(cash).toHaveAccessibleDescription('Only for orders up to ₹10,000. Please pay online for this one.')
    expect(screen.getByRole('button', { name: 'Pay Online' })).toBeEnabled()
  })

  it('at the limit, and for a booking over it, cash is offered as before', () => {
    const limit = siteLimits()!.codMaxTotal
    setup({ amount: limit })
    expect(screen.getByRole('button', { name: 'Cash on Delivery' })).toBeEnabled()
    cleanup()
    setup({ kind: 'priest', amount: limit + 1 })
    expect(screen.getByRole('button', { name: 'Cash on Delivery' })).toBeEnabled()
  })

  it('says the server’s over-limit refusal in words and offers paying online', async () => {
    const overLimit = new ApiError(422, 'cod_over_limit', 'Cash on delivery is available for orders up to ₹10,000. Please pay online for this order.', { paymentMethod: 'x' })
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    mockApi({ 'POST /api/payments': 'network' })
    const props = setup({ createRecord: vi.fn().mockRejectedValueOnce(overLimit).mockResolvedValue(ORDER) }, 'hi')
    await refusedCash('नकद ऑर्डर की पुष्टि करें', 'कैश ऑन डिलीवरी')
    expect(screen.getByText('कैश ऑन डिलीवरी उपलब्ध नहीं है')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('कैश ऑन डिलीवरी सिर्फ़ ₹10,000 तक के ऑर्डर पर उपलब्ध है। कृपया इस ऑर्डर का भुगतान ऑनलाइन करें।')
    expect(screen.getByRole('button', { name: 'ऑनलाइन भुगतान करें' })).toHaveFocus()
    click('ऑनलाइन भुगतान करें')
    await advance(0)
    expect(open).toHaveBeenCalled()
    expect(props.createRecord).toHaveBeenLastCalledWith('online')
  })

  it('says too many open cash orders with the count the server gave', async () => {
    const tooMany = new ApiError(409, 'cod_too_many_open', 'This phone number already has 3 cash-on-delivery orders on their way. Please pay online for this one, or wait until one of them is delivered.')
    setup({ createRecord: vi.fn().mockRejectedValue(tooMany) })
    await refusedCash()
    expect(screen.getByText('Cash on delivery is not available')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('This phone number already has 3 cash-on-delivery orders on their way. Please pay online for this one, or wait until one of them is delivered.')
    click('Go back')
    expect(screen.getByRole('button', { name: 'Pay Online' })).toBeInTheDocument()
  })

  it('Pay now in cash for an order of another day asks for the code too, then pays in cash', async () => {
    let verified = false
    const api = mockApi({
      'POST /api/orders/pay-in-cash': () => (verified ? { body: {} } : { status: 403, body: { detail: VERIFY_FIRST, code: 'verification_required', errors: [{ field: 'customerPhone', message: VERIFY_FIRST }] } }),
      'POST /api/verification/codes': SENT,
      'POST /api/verification/confirm': () => {
        verified = true
        return { body: { verified: true } }
      },
    })
    const record = { kind: 'store' as const, id: ORDER.id, amount: 574, customer: { name: 'Meera Iyer', phone: PHONE } }
    const props = setup(payExisting(record, translator('en')))
    await refusedCash()
    click('Send code')
    await advance(0)
    typeCode('Verification code', '424242')
    click('Verify')
    await advance(0)
    expect(screen.getByText('Order confirmed')).toBeInTheDocument()
    expect(api.callsTo('POST /api/orders/pay-in-cash')).toHaveLength(2)
    await advance(1000)
    expect(props.onPaid).toHaveBeenCalledWith({ method: 'cod', record: { id: ORDER.id, amount: 574 }, transactionId: 'COD_ORDER' })
  })
})
