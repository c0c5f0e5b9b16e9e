/** The payment dialog as a devotee uses it: cash, online in a new window, blocked popups, failures. */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { I18nContext, translator } from '../../i18n/context'
import { ApiError } from '../../lib/api'
import { announcePaymentResult } from '../../lib/payments'
import { PaymentDialog } from './PaymentDialog'
import type { PaymentDialogProps } from './contract'
import { leaveTo } from './payWindow'
import { mockApi, type Reply } from './testing'

vi.mock('./payWindow', async (original) => ({ ...(await original<typeof import('./payWindow')>()), leaveTo: vi.fn() }))

const RECORD = { id: 'PB123', amount: 2299 }
const TXN = 'TXN_42'
const STARTED: Reply = { status: 201, body: { transactionId: TXN, redirectUrl: `/api/payment-simulator/pay/${TXN}`, amount: 2299, state: 'PAYMENT_PENDING' } }
const state = (name: string, reason?: string): Reply => ({
  body: { transactionId: TXN, targetKind: 'priest', targetId: 'PB123', amount: 2299, state: name, statusText: '', success: name === 'PAYMENT_SUCCESS', final: name !== 'PAYMENT_PENDING', reason },
})

function fakeWindow() {
  return { closed: false, opener: {}, location: { href: 'about:blank' }, document: { title: '', body: { textContent: '' } }, close: vi.fn() }
}

function setup(overrides: Partial<PaymentDialogProps> = {}) {
  const props: PaymentDialogProps = {
    open: true,
    kind: 'priest',
    amount: 2299,
    customer: { name: 'Asha Rao', phone: '9876543210', email: 'asha@example.in' },
    createRecord: vi.fn().mockResolvedValue(RECORD),
    onClose: vi.fn(),
    onPaid: vi.fn(),
    onFailed: vi.fn(),
    draftKey: 'priest-form.ganesh-puja',
    ...overrides,
  }
  render(<PaymentDialog {...props} />)
  return props
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }))

describe('PaymentDialog', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('offers both methods with the amount', () => {
    setup()
    expect(screen.getByRole('dialog', { name: 'Payment' })).toBeInTheDocument()
    expect(screen.getByText('₹2,299')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Pay Online' })).toHaveAccessibleDescription('UPI / cards')
    expect(screen.getByRole('button', { name: 'Cash on Delivery' })).toBeInTheDocument()
  })

  it('cash on delivery: one tap books nothing, it asks to confirm first', async () => {
    const props = setup()
    click('Cash on Delivery')
    await advance(0)
    expect(props.createRecord).not.toHaveBeenCalled()
    const step = screen.getByRole('group', { name: 'Book with cash payment?' })
    expect(step).toHaveTextContent('Amount to pay in cash₹2,299')
    expect(step).toHaveTextContent('Pay in cash to the priest on the day of the puja')
    expect(step).toHaveTextContent('Nothing is charged online.')
    expect(screen.getByRole('button', { name: 'Confirm cash booking' })).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Pay Online' })).not.toBeInTheDocument()
  })

  it('cash on delivery: confirmed, it books and says cash is due, with no transaction id', async () => {
    const props = setup()
    click('Cash on Delivery')
    click('Confirm cash booking')
    await advance(0)
    expect(props.createRecord).toHaveBeenCalledWith('cod')
    expect(screen.getByText('Booking confirmed')).toBeInTheDocument()
    expect(screen.getByText('Cash payment due: ₹2,299')).toBeInTheDocument()
    expect(screen.queryByText(/Transaction ID/)).not.toBeInTheDocument()
    expect(screen.queryByText(/COD_ORDER/)).not.toBeInTheDocument()
    expect(props.onPaid).not.toHaveBeenCalled()
    await advance(1000)
    expect(props.onPaid).toHaveBeenCalledWith({ method: 'cod', record: RECORD, transactionId: 'COD_ORDER' })
  })

  it('cash on delivery: Go back returns to the choice without booking', async () => {
    const props = setup()
    click('Cash on Delivery')
    click('Go back')
    await advance(1000)
    expect(props.createRecord).not.toHaveBeenCalled()
    expect(props.onPaid).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Pay Online' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cash on Delivery' })).toBeInTheDocument()
  })

  it('cash for a store order: the order words, and the amount the server stored', async () => {
    setup({ kind: 'store', amount: 560, createRecord: vi.fn().mockResolvedValue({ id: 'SO1', amount: 588 }) })
    click('Cash on Delivery')
    expect(screen.getByRole('group', { name: 'Place the order with cash payment?' })).toHaveTextContent('Pay in cash when your order arrives')
    click('Confirm cash order')
    await advance(0)
    expect(screen.getByText('Order confirmed')).toBeInTheDocument()
    expect(screen.getByText('Cash payment due: ₹588')).toBeInTheDocument()
  })

  it('cash on delivery in Hindi: the second step and the result in the Hindi catalogue', async () => {
    const props: PaymentDialogProps = {
      open: true,
      kind: 'temple',
      amount: 751,
      customer: { name: 'Asha Rao', phone: '9876543210' },
      createRecord: vi.fn().mockResolvedValue({ id: 'TB1', amount: 751 }),
      onClose: vi.fn(),
      onPaid: vi.fn(),
    }
    render(
      <I18nContext.Provider value={{ language: 'hi', setLanguage: () => undefined, t: translator('hi') }}>
        <PaymentDialog {...props} />
      </I18nContext.Provider>,
    )
    click('कैश ऑन डिलीवरी')
    expect(screen.getByRole('group', { name: 'क्या नकद भुगतान के साथ बुकिंग करें?' })).toHaveTextContent('मंदिर में नकद भुगतान करें')
    expect(screen.getByRole('button', { name: 'वापस जाएँ' })).toBeInTheDocument()
    click('नकद बुकिंग की पुष्टि करें')
    await advance(0)
    expect(screen.getByText('बुकिंग की पुष्टि हो गई')).toBeInTheDocument()
    expect(screen.getByText('नकद भुगतान बाकी: ₹751')).toBeInTheDocument()
  })

  it('closed during the success moment: still reports the payment', async () => {
    const props = setup()
    click('Cash on Delivery')
    click('Confirm cash booking')
    await advance(0)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(props.onPaid).toHaveBeenCalledTimes(1)
    await advance(2000)
    expect(props.onPaid).toHaveBeenCalledTimes(1)
  })

  it('online: opens a blank window inside the click, sends it to the pay page, polls to success', async () => {
    const win = fakeWindow()
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window)
    const api = mockApi({ 'POST /api/payments': STARTED, [`GET /api/payments/${TXN}`]: state('PAYMENT_SUCCESS') })
    const props = setup()

    click('Pay Online')
    expect(open).toHaveBeenCalledWith('about:blank', '_blank') // synchronously, before any await
    expect(win.opener).toBeNull()
    await advance(0)
    expect(props.createRecord).toHaveBeenCalledWith('online')
    expect(api.calls[0].body).toEqual({ targetKind: 'priest', targetId: 'PB123', customerName: 'Asha Rao', customerPhone: '9876543210', customerEmail: 'asha@example.in' })
    expect(api.calls[0].headers['Idempotency-Key']).toBeTruthy()
    expect(win.location.href).toBe(`/api/payment-simulator/pay/${TXN}`)
    expect(screen.getByText('Waiting for your payment')).toBeInTheDocument()

    await advance(5000)
    expect(screen.getByText('Payment Successful')).toBeInTheDocument()
    await advance(1000)
    expect(props.onPaid).toHaveBeenCalledWith({ method: 'online', record: RECORD, transactionId: TXN })
  })

  it('checks at once when the pay window is closed', async () => {
    const win = fakeWindow()
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window)
    const api = mockApi({ 'POST /api/payments': STARTED, [`GET /api/payments/${TXN}`]: state('PAYMENT_SUCCESS') })
    setup()
    click('Pay Online')
    await advance(0)
    win.closed = true
    await advance(1000)
    expect(api.callsTo(`GET /api/payments/${TXN}`)).toHaveLength(1)
    expect(screen.getByText('Payment Successful')).toBeInTheDocument()
  })

  it('checks at once when the result page announces the payment', async () => {
    vi.spyOn(window, 'open').mockReturnValue(fakeWindow() as unknown as Window)
    const api = mockApi({ 'POST /api/payments': STARTED, [`GET /api/payments/${TXN}`]: state('PAYMENT_SUCCESS') })
    setup()
    click('Pay Online')
    await advance(0)
    announcePaymentResult(TXN)
    await vi.waitFor(() => expect(api.callsTo(`GET /api/payments/${TXN}`)).toHaveLength(1))
    await advance(0)
    expect(screen.getByText('Payment Successful')).toBeInTheDocument()
  })

  it('popup blocked: remembers the payment and takes this window to the pay page', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null)
    mockApi({ 'POST /api/payments': STARTED, [`GET /api/payments/${TXN}`]: state('PAYMENT_PENDING') })
    setup()
    click('Pay Online')
    await advance(0)
    expect(leaveTo).toHaveBeenCalledWith(`/api/payment-simulator/pay/${TXN}`)
    expect(JSON.parse(sessionStorage.getItem('punya.payment.pending')!)).toEqual({ transactionId: TXN, kind: 'priest', recordId: 'PB123', amount: 2299, draftKey: 'priest-form.ganesh-puja' })
    expect(screen.getByText('Taking you to the payment page...')).toBeInTheDocument()
    // The devotee comes back with the browser's Back button (page restored from the cache).
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })))
    expect(screen.getByText('Waiting for your payment')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Open payment page again' })).toBeInTheDocument()
  })

  it('declined: says why, Try Again goes back to the choice and reuses the record', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => fakeWindow() as unknown as Window)
    const api = mockApi({ 'POST /api/payments': STARTED, [`GET /api/payments/${TXN}`]: state('PAYMENT_DECLINED', 'Payment cancelled by the user.') })
    const props = setup()
    click('Pay Online')
    await advance(5000)
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed: you cancelled it on the payment page. Please try again.')
    await advance(2000)
    expect(props.onFailed).toHaveBeenCalledWith('Payment failed: you cancelled it on the payment page. Please try again.')
    expect(screen.getByRole('button', { name: 'Try Again' })).toHaveFocus()

    click('Try Again')
    click('Pay Online')
    await advance(0)
    expect(props.createRecord).toHaveBeenCalledTimes(1)
    const keys = api.callsTo('POST /api/payments').map((call) => call.headers['Idempotency-Key'])
    expect(keys).toHaveLength(2)
    expect(keys[0]).not.toBe(keys[1])
  })

  it('says a failed payment once, without the gateway\'s test marker', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => fakeWindow() as unknown as Window)
    mockApi({ 'POST /api/payments': STARTED, [`GET /api/payments/${TXN}`]: state('PAYMENT_ERROR', 'Payment failed (simulated).') })
    const props = setup()
    click('Pay Online')
    await advance(5000)
    expect(screen.getByRole('alert')).toHaveTextContent(/^Payment failed\. Please try again\.$/)
    expect(screen.getByRole('alert')).not.toHaveTextContent('simulated')
    await advance(2000)
    expect(props.onFailed).toHaveBeenCalledWith('Payment failed. Please try again.')
  })

  it('says the booking is saved and pending when the phone is offline', async () => {
    const props = setup({ createRecord: vi.fn().mockRejectedValue(new ApiError(0, 'network', 'network')) })
    click('Cash on Delivery')
    click('Confirm cash booking')
    await advance(0)
    expect(screen.getByRole('alert')).toHaveTextContent('Your booking is saved on this phone and will be sent as soon as you are back online.')
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!)
    expect(props.onClose).toHaveBeenCalled()
  })

  it('explains a refused start (gateway down) and closes the blank window', async () => {
    const win = fakeWindow()
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window)
    mockApi({ 'POST /api/payments': { status: 502, body: { detail: 'Payment initiation failed', code: 'payment_initiation_failed' } } })
    setup()
    click('Pay Online')
    await advance(0)
    expect(screen.getByRole('alert')).toHaveTextContent(/^Payment initiation failed\. Please try again\.$/)
    expect(win.close).toHaveBeenCalled()
  })

  it('checks the payment request before sending anything', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => fakeWindow() as unknown as Window)
    const props = setup({ customer: { name: 'Asha', phone: '12345' } })
    click('Pay Online')
    await advance(0)
    expect(screen.getByRole('alert')).toHaveTextContent('Phone number must be 10 digits')
    expect(props.createRecord).not.toHaveBeenCalled()
  })

  it('times out after 30 checks with the spec message', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => fakeWindow() as unknown as Window)
    mockApi({ 'POST /api/payments': STARTED, [`GET /api/payments/${TXN}`]: state('PAYMENT_PENDING') })
    setup()
    click('Pay Online')
    await advance(5000)
    expect(screen.getByText('Checking payment status (1 of 30)')).toBeInTheDocument()
    await advance(29 * 10_000)
    expect(screen.getByRole('alert')).toHaveTextContent('Payment verification timeout. Please check your payment status.')
  })

  it('asks before closing while verifying', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => fakeWindow() as unknown as Window)
    mockApi({ 'POST /api/payments': STARTED, [`GET /api/payments/${TXN}`]: state('PAYMENT_PENDING') })
    const props = setup()
    click('Pay Online')
    await advance(0)
    click('Close') // the dialog's close button
    expect(screen.getByText(/Stop waiting for this payment\?/)).toBeInTheDocument()
    click('Keep waiting')
    expect(screen.getByText('Waiting for your payment')).toBeInTheDocument()
    expect(props.onClose).not.toHaveBeenCalled()
    fireEvent.keyDown(document, { key: 'Escape' })
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!)
    expect(props.onClose).toHaveBeenCalled()
  })
})
