/** Money in My Orders (issue 15): a failed payment with Pay now (online again or in cash, never a new
 * record), refunds in words on the card, in Track and on the receipt, what a cancel refunds, and returns. */
import { act, configure, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nContext, translate } from '../../i18n/context'
import { hi } from '../../i18n/hi'
import { I18nProvider } from '../../i18n/I18nProvider'
import { mockApi, type Route } from '../../components/payment/testing'
import { setSiteLimits, type Limits } from '../../lib/site'
import LIMITS from '../../test/siteLimits.json'
import MyOrdersPage from './MyOrdersPage'
import type { LookupResult, PriestBooking, RefundNote, StoreOrder, TempleBooking } from './api'

const SITE = { legalName: 'Punya Spiritual Services Private Limited', address: '4th Floor, Baner Road, Pune 411045', email: 'support@punya.app', phone: '+91 20 4000 1080', tagline: '', priestTimeSlots: [], templeRadiusOptionsKm: [5, 10, 25, 50], defaultTempleRadiusKm: 10 }
const OWN = { customerName: 'Meera Iyer', customerPhone: '9845012345', customerEmail: 'meera@example.com', refunds: [], payable: false, cancellable: false, movable: false, returnable: false, reviewable: false, review: null }
const at = '2026-11-20T06:30:00Z'

const FAILED: PriestBooking = {
  ...OWN,
  id: 'PB1763600000000AA',
  shortId: 'PB1763600000000AA',
  receipt: null,
  serviceId: 'ganesh-puja',
  serviceName: 'Ganesh Puja',
  customerAddress: 'Flat 4, Kothrud, Pune, Maharashtra 411038',
  isOnline: false,
  selectedDate: '2026-11-25',
  selectedTime: '8:00 AM - 10:00 AM',
  specialRequests: '',
  sankalp: null,
  price: 2299,
  status: 'pending',
  cancellable: true,
  priestAssigned: null,
  priestId: null,
  language: null,
  paymentStatus: 'failed',
  photos: [],
  statusHistory: [{ status: 'pending', at, paymentStatus: 'failed' }],
  createdAt: at,
  updatedAt: at,
  payable: true,
}
const refund = (state: RefundNote['state'], amount: number, reason = 'cancelled'): RefundNote => ({ amount, state, reason, createdAt: at, updatedAt: at })
const REFUNDED: TempleBooking = {
  ...OWN,
  id: 'TB1763500000000BB',
  shortId: 'TB1763500000000BB',
  receipt: { state: 'paid_online', transactionId: 'TXN_7' },
  templeId: 'temple-kashi',
  serviceId: 'tsvc-rudrabhishek',
  serviceName: 'Rudrabhishek',
  selectedDate: '2026-11-21',
  selectedTime: '7:00 PM',
  specialRequests: '',
  sankalp: null,
  status: 'cancelled',
  totalAmount: 2299,
  prasadStatus: null,
  deliveryAddress: null,
  prasadAddress: null,
  prasadCourier: null,
  prasadTrackingNumber: null,
  paymentStatus: 'paid',
  statusHistory: [{ status: 'cancelled', at }],
  createdAt: '2026-11-19T06:30:00Z',
  updatedAt: at,
  refunds: [refund('PENDING', 1149.5), refund('COMPLETED', 751, 'duplicate_payment'), refund('FAILED', 100, 'paid_after_cancel')],
}
const DELIVERED: StoreOrder = {
  ...OWN,
  id: 'SO1763700000000CC',
  shortId: 'SO1763700000000CC',
  receipt: { state: 'paid_online', transactionId: 'TXN_42' },
  customerId: '9845012345',
  shippingAddress: '12 Temple Street, Chennai', deliveryAddress: null,
  items: [{ productId: 'prod-rudraksha', productName: '5 Mukhi Rudraksha', quantity: 1, price: 499, total: 499 }],
  subtotal: 499,
  shipping: 50,
  tax: 25,
  total: 574,
  paymentMethod: 'phonepe',
  paymentStatus: 'paid',
  orderStatus: 'delivered',
  transactionId: 'TXN_42',
  statusHistory: [{ status: 'delivered', at: '2026-11-21T06:30:00Z' }],
  createdAt: '2026-11-18T06:30:00Z',
  updatedAt: at,
  returnable: true,
}
const FOUND: LookupResult = { priestBookings: [FAILED], templeBookings: [REFUNDED], storeOrders: [DELIVERED], hidden: 0, verified: false }
const TXN = 'TXN_77'

configure({ asyncUtilTimeout: 4000 })

function setup(routes: Record<string, Route> = {}, found: LookupResult = FOUND) {
  const api = mockApi({
    'POST /api/orders/lookup': { body: found },
    'GET /api/temples/temple-kashi': { body: { name: 'Shri Kashi Vishwanath Temple' } },
    'GET /api/site': { body: SITE },
    ...routes,
  })
  localStorage.setItem('punya.orders.contact', JSON.stringify({ value: { phone: '9845012345' }, expires: Date.now() + 60_000 }))
  const router = createMemoryRouter(
    [
      { path: '/user/orders', Component: MyOrdersPage },
      { path: '/return-policy', element: <h1>Return Policy</h1> },
    ],
    { initialEntries: ['/user/orders'] },
  )
  render(
    <I18nProvider>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  return { api, router }
}

const card = async (id: string) => (await screen.findByText(id)).closest('li')!
const buttons = (li: HTMLElement) => within(li).queryAllByRole('button').map((b) => b.textContent)

describe('Money in My Orders', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
    localStorage.clear()
    sessionStorage.clear()
  })

  it('shows a failed payment in red with Pay now, refunds in words, and Return where allowed', async () => {
    setup()
    const failed = await card('PB1763600000000AA')
    const badge = within(failed).getByText('Payment failed')
    expect(badge.className).toMatch(/danger/)
    expect(buttons(failed)).toEqual(['Pay now', 'Track Booking', 'Cancel Booking'])

    const refunded = await card('TB1763500000000BB')
    expect(within(refunded).getByText('Refund of ₹1,149.50 initiated')).toBeInTheDocument()
    expect(within(refunded).getByText('Refund of ₹751 credited')).toBeInTheDocument()
    expect(within(refunded).getByText('Refund of ₹100 could not be completed. Our team will contact you.')).toBeInTheDocument()
    // Paid, then cancelled and refunded: its receipt stays (with the refunds on it).
    expect(buttons(refunded)).toEqual(['Download Receipt'])

    const delivered = await card('SO1763700000000CC')
    expect(buttons(delivered)).toEqual(['Track Order', 'Download Receipt', 'Return'])
  })

  it('says a return awaiting approval and a declined one, in Track and on the receipt too', async () => {
    const user = userEvent.setup()
    vi.spyOn(window, 'print').mockImplementation(() => undefined)
    const order = { ...DELIVERED, returnable: false, refunds: [refund('AWAITING_APPROVAL', 574, 'return')] }
    setup({}, { priestBookings: [], templeBookings: [], storeOrders: [order], hidden: 0, verified: false })
    const li = await card('SO1763700000000CC')
    expect(within(li).getByText('Return requested: refund of ₹574 awaits approval')).toBeInTheDocument()
    expect(buttons(li)).toEqual(['Track Order', 'Download Receipt'])
    await user.click(within(li).getByRole('button', { name: 'Track Order' }))
    const track = screen.getByRole('dialog', { name: 'Track Order SO1763700000000CC' })
    expect(within(track).getByText('Return requested: refund of ₹574 awaits approval')).toBeInTheDocument()
    await user.click(within(track).getByRole('button', { name: 'Close' }))
    await user.click(within(li).getByRole('button', { name: 'Download Receipt' }))
    const receipt = screen.getByRole('dialog', { name: 'Receipt SO1763700000000CC' })
    expect(within(receipt).getByText('Refunds')).toBeInTheDocument()
    expect(within(receipt).getByText('Return requested: refund of ₹574 awaits approval')).toBeInTheDocument()
  })

  it('Pay now in cash switches the same record to cash on the server, then looks up again', async () => {
    const user = userEvent.setup()
    const { api } = setup({ 'POST /api/orders/pay-in-cash': { body: { kind: 'priest', record: { ...FAILED, paymentStatus: 'pending', payable: false }, message: 'Your booking will be paid in cash on the day.' } } })
    await user.click(within(await card('PB1763600000000AA')).getByRole('button', { name: 'Pay now' }))
    const dialog = await screen.findByRole('dialog', { name: 'Payment' })
    expect(within(dialog).getByText('₹2,299')).toBeInTheDocument()
    api.set('POST /api/orders/lookup', { body: { ...FOUND, priestBookings: [{ ...FAILED, paymentStatus: 'pending', payable: false }] } })
    await user.click(within(dialog).getByRole('button', { name: 'Cash on Delivery' }))
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cash booking' }))
    expect(await screen.findByText('PB1763600000000AA will be paid in cash on the day.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Payment' })).not.toBeInTheDocument()
    expect(api.callsTo('POST /api/orders/pay-in-cash').map((c) => c.body)).toEqual([{ kind: 'priest', id: 'PB1763600000000AA' }])
    expect(api.callsTo('POST /api/payments')).toHaveLength(0)
    await vi.waitFor(() => expect(api.callsTo('POST /api/orders/lookup')).toHaveLength(2))
    const li = await card('PB1763600000000AA')
    // The second lookup's answer is drawn as a transition: wait for it.
    expect(await within(li).findByText('Payment: Pending')).toBeInTheDocument()
    expect(within(li).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument()
  })

  it('Pay now in cash refused: the reason in the dialog', async () => {
    const user = userEvent.setup()
    setup({ 'POST /api/orders/pay-in-cash': { status: 409, body: { detail: 'A payment for this is still in progress. Please wait a few minutes and check again.', code: 'payment_in_progress' } } })
    await user.click(within(await card('PB1763600000000AA')).getByRole('button', { name: 'Pay now' }))
    const dialog = await screen.findByRole('dialog', { name: 'Payment' })
    await user.click(within(dialog).getByRole('button', { name: 'Cash on Delivery' }))
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cash booking' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A payment for this is still in progress. Please wait a few minutes and check again.')
  })

  it('Pay now online pays the existing record with its own details, then looks up again', async () => {
    const user = userEvent.setup()
    const win = { closed: false, opener: {}, location: { href: 'about:blank' }, document: { title: '', body: { textContent: '' } }, close: vi.fn() }
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window)
    const paid = { transactionId: TXN, targetKind: 'priest', targetId: FAILED.id, amount: 2299, state: 'PAYMENT_SUCCESS', statusText: '', success: true, final: true }
    const { api } = setup({
      'POST /api/payments': { status: 201, body: { transactionId: TXN, redirectUrl: `/api/payment-simulator/pay/${TXN}`, amount: 2299, state: 'PAYMENT_PENDING' } },
      [`GET /api/payments/${TXN}`]: { body: paid },
    })
    await user.click(within(await card('PB1763600000000AA')).getByRole('button', { name: 'Pay now' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Payment' })).getByRole('button', { name: 'Pay Online' }))
    await vi.waitFor(() => expect(api.callsTo('POST /api/payments')).toHaveLength(1))
    expect(api.callsTo('POST /api/payments')[0].body).toEqual({ targetKind: 'priest', targetId: 'PB1763600000000AA', customerName: 'Meera Iyer', customerPhone: '9845012345', customerEmail: 'meera@example.com' })
    expect(win.location.href).toBe(`/api/payment-simulator/pay/${TXN}`)
    // The pay window closes once paid: the dialog checks at once.
    win.closed = true
    expect(await screen.findByText('Thank you. PB1763600000000AA is paid.')).toBeInTheDocument()
    expect(api.callsTo('POST /api/orders/pay-in-cash')).toHaveLength(0)
    // The list is looked up again after the thanks is shown: wait for it, not for a tick.
    await vi.waitFor(() => expect(api.callsTo('POST /api/orders/lookup')).toHaveLength(2))
  })

  it('Pay now on a record booked on another device: only counted until the code, then listed and paid', async () => {
    const user = userEvent.setup()
    let verified = false
    const { api } = setup({
      'POST /api/orders/lookup': () => ({ body: verified ? { priestBookings: [FAILED], templeBookings: [], storeOrders: [], hidden: 0, verified } : { priestBookings: [], templeBookings: [], storeOrders: [], hidden: 1, verified } }),
      'POST /api/verification/codes': { status: 202, body: { destination: '***2345', channel: 'sms', expiresInSeconds: 600, resendAfterSeconds: 30 } },
      'POST /api/verification/confirm': () => {
        verified = true
        return { body: { destination: '***2345', channel: 'sms', verifiedUntil: '2026-12-22T06:30:00Z' } }
      },
      'POST /api/orders/pay-in-cash': { body: { kind: 'priest', record: { ...FAILED, paymentStatus: 'pending', payable: false }, message: '' } },
    })
    const panel = await screen.findByRole('region', { name: "Verify it's you" })
    expect(panel).toHaveTextContent('Bookings and orders made with these details on another device: 1.')
    expect(screen.queryByText('PB1763600000000AA')).not.toBeInTheDocument()
    await user.click(within(panel).getByRole('button', { name: 'Send code' }))
    await user.type(await within(panel).findByLabelText('Verification code'), '424242')
    await user.click(within(panel).getByRole('button', { name: 'Verify' }))
    await user.click(within(await card('PB1763600000000AA')).getByRole('button', { name: 'Pay now' }))
    const dialog = await screen.findByRole('dialog', { name: 'Payment' })
    await user.click(within(dialog).getByRole('button', { name: 'Cash on Delivery' }))
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cash booking' }))
    expect(await screen.findByText('PB1763600000000AA will be paid in cash on the day.')).toBeInTheDocument()
    expect(api.callsTo('POST /api/orders/pay-in-cash')).toHaveLength(1)
  })

  it('Return: the policy in short, an optional reason of at most 500 characters, the request and its answer', async () => {
    const user = userEvent.setup()
    const requested = { ...DELIVERED, returnable: false, refunds: [refund('AWAITING_APPROVAL', 574, 'return')] }
    const { api } = setup({
      'POST /api/orders/return': { status: 409, body: { detail: 'Returns are accepted within 7 days of delivery', code: 'not_returnable' } },
    })
    await user.click(within(await card('SO1763700000000CC')).getByRole('button', { name: 'Return' }))
    const dialog = screen.getByRole('dialog', { name: 'Request a return' })
    const policy = within(dialog).getByRole('region', { name: 'Our return policy in short' })
    expect(within(policy).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Within 7 days of delivery',
      'For damaged, defective or incorrect items',
      'Unused, in the original packaging',
    ])
    expect(within(policy).getByRole('link', { name: 'Read the full return policy' })).toHaveAttribute('href', '/return-policy')
    const reason = within(dialog).getByLabelText('Reason (optional)')
    expect(reason).toHaveAttribute('maxlength', '500')
    await user.type(reason, 'The mala arrived with a broken thread.')
    expect(reason).toHaveAccessibleDescription('38 of 500 characters')

    await user.click(within(dialog).getByRole('button', { name: 'Request Return' }))
    expect(await within(dialog).findByText('Returns are accepted within 7 days of delivery')).toBeInTheDocument()

    api.set('POST /api/orders/return', {
      body: { kind: 'store', record: requested, message: 'Your return request has been received. Once it is approved, the refund is credited to your original payment method within 7-10 business days.' },
    })
    api.set('POST /api/orders/lookup', { body: { ...FOUND, storeOrders: [requested] } })
    await user.click(within(dialog).getByRole('button', { name: 'Request Return' }))
    expect(await screen.findByText(/^Your return request has been received\./)).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Request a return' })).not.toBeInTheDocument()
    expect(api.callsTo('POST /api/orders/return').at(-1)?.body).toEqual({ id: 'SO1763700000000CC', reason: 'The mala arrived with a broken thread.' })
    const li = await card('SO1763700000000CC')
    expect(within(li).getByText('Return requested: refund of ₹574 awaits approval')).toBeInTheDocument()
    expect(within(li).queryByRole('button', { name: 'Return' })).not.toBeInTheDocument()
  })

  it.each([
    ['three days before the slot', '2026-11-22T02:30:00Z', 'You are cancelling 48 hours or more before the slot: our refund policy refunds the full ₹2,299.'],
    ['a day before the slot', '2026-11-24T02:30:00Z', 'The slot begins within 48 hours: our refund policy refunds 50%, ₹1,149.50.'],
    ['once the slot has begun', '2026-11-25T03:00:00Z', 'The service has already begun: our refund policy gives no refund once it has begun.'],
  ])('cancelling a paid booking %s says what the policy refunds', async (_, now, text) => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) })
    const user = userEvent.setup()
    const paid = { ...FAILED, paymentStatus: 'paid' as const, payable: false }
    setup({}, { priestBookings: [paid], templeBookings: [], storeOrders: [], hidden: 0, verified: false })
    await user.click(within(await card('PB1763600000000AA')).getByRole('button', { name: 'Cancel Booking' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' })
    expect(within(dialog).getByText(text)).toBeInTheDocument()
  })

  it("cancelling a paid booking says the server's published policy: its hours and percent, in the words and the amount", async () => {
    setSiteLimits({ ...(LIMITS as Limits), fullRefundHours: 24, partialRefundPercent: 40 })
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T14:30:00Z') }) // 12 hours before the slot
    const user = userEvent.setup()
    const paid = { ...FAILED, paymentStatus: 'paid' as const, payable: false }
    setup({}, { priestBookings: [paid], templeBookings: [], storeOrders: [], hidden: 0, verified: false })
    await user.click(within(await card('PB1763600000000AA')).getByRole('button', { name: 'Cancel Booking' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' })
    expect(within(dialog).getByText('The slot begins within 24 hours: our refund policy refunds 40%, ₹919.60.')).toBeInTheDocument()
  })

  it('until the published policy has arrived, the cancel dialog names no hours or amount; then it does', async () => {
    setSiteLimits(undefined)
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T02:30:00Z') })
    const user = userEvent.setup()
    const paid = { ...FAILED, paymentStatus: 'paid' as const, payable: false }
    setup({}, { priestBookings: [paid], templeBookings: [], storeOrders: [], hidden: 0, verified: false })
    await user.click(within(await card('PB1763600000000AA')).getByRole('button', { name: 'Cancel Booking' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' })
    expect(within(dialog).getByText(/The exact amount is settled when we process the cancellation/)).toBeInTheDocument()
    expect(dialog).not.toHaveTextContent(/hours|₹1,149|\{/)
    act(() => setSiteLimits(LIMITS as Limits))
    expect(within(dialog).getByText('The slot begins within 48 hours: our refund policy refunds 50%, ₹1,149.50.')).toBeInTheDocument()
  })

  it('a paid booking cancelled once it began: the policy gives nothing back', async () => {
    const user = userEvent.setup()
    const paid = { ...FAILED, paymentStatus: 'paid' as const, payable: false }
    setup(
      { 'POST /api/orders/cancel': { body: { kind: 'priest', record: { ...paid, status: 'cancelled', cancellable: false }, refundDue: true, refundAmount: null, message: '' } } },
      { priestBookings: [paid], templeBookings: [], storeOrders: [], hidden: 0, verified: false },
    )
    await user.click(within(await card('PB1763600000000AA')).getByRole('button', { name: 'Cancel Booking' }))
    await user.click(within(screen.getByRole('dialog', { name: 'Cancel this booking?' })).getByRole('button', { name: 'Yes, cancel it' }))
    expect(await screen.findByText('PB1763600000000AA has been cancelled. No refund is due: our refund policy gives no refund once the service has begun.')).toBeInTheDocument()
  })

  it('speaks Hindi: payment failed, Pay now, refunds and the return dialog', async () => {
    const user = userEvent.setup()
    mockApi({ 'POST /api/orders/lookup': { body: FOUND }, 'GET /api/temples/temple-kashi': { body: { name: 'काशी विश्वनाथ मंदिर' } } })
    localStorage.setItem('punya.orders.contact', JSON.stringify({ value: { phone: '9845012345' }, expires: Date.now() + 60_000 }))
    const router = createMemoryRouter([{ path: '/user/orders', Component: MyOrdersPage }], { initialEntries: ['/user/orders'] })
    render(
      <I18nContext.Provider value={{ language: 'hi', setLanguage: () => {}, t: translate(hi) }}>
        <RouterProvider router={router} />
      </I18nContext.Provider>,
    )
    const failed = await card('PB1763600000000AA')
    expect(within(failed).getByText('भुगतान विफल')).toBeInTheDocument()
    expect(within(failed).getByRole('button', { name: 'अभी भुगतान करें' })).toBeInTheDocument()
    // Dates with Hindi month names, not "25 Nov 2026".
    expect(failed).toHaveTextContent(/नव॰ 2026/)
    expect(failed).not.toHaveTextContent(/Nov/)
    const refunded = await card('TB1763500000000BB')
    expect(within(refunded).getByText('₹1,149.50 का रिफ़ंड शुरू हो गया है')).toBeInTheDocument()
    expect(within(refunded).getByText('₹751 का रिफ़ंड आपके खाते में आ गया है')).toBeInTheDocument()
    await user.click(within(await card('SO1763700000000CC')).getByRole('button', { name: 'वापस करें' }))
    const dialog = screen.getByRole('dialog', { name: 'वापसी का अनुरोध' })
    expect(within(dialog).getByText('डिलीवरी के 7 दिनों के भीतर')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'वापसी का अनुरोध भेजें' })).toBeInTheDocument()
  })

  it('a cancelled record never paid reads "Not paid", never "Pending"; one paid and refunded keeps Paid and its refunds', async () => {
    const cancelledCash: StoreOrder = { ...DELIVERED, id: 'SO1763700000000DD', shortId: 'SO1763700000000DD', receipt: null, paymentMethod: 'cod', paymentStatus: 'pending', orderStatus: 'cancelled', transactionId: null, returnable: false }
    const cancelledFailed: PriestBooking = { ...FAILED, status: 'cancelled', cancellable: false, payable: false }
    const found: LookupResult = { priestBookings: [cancelledFailed], templeBookings: [REFUNDED], storeOrders: [cancelledCash], hidden: 0, verified: false }
    setup({}, found)
    for (const id of ['SO1763700000000DD', 'PB1763600000000AA']) {
      const li = await card(id)
      expect(within(li).getByText('Payment: Not paid')).toBeInTheDocument()
      expect(within(li).queryByText(/^Payment: Pending$|^Payment failed$/)).not.toBeInTheDocument()
      expect(within(li).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument()
    }
    const refunded = await card('TB1763500000000BB')
    expect(within(refunded).getByText('Payment: Paid')).toBeInTheDocument()
    expect(within(refunded).getByText('Refund of ₹751 credited')).toBeInTheDocument()
  })

  it('says Not paid, and Cancel Booking against Cancel Order, in Hindi', async () => {
    const user = userEvent.setup()
    const cancelledCash: StoreOrder = { ...DELIVERED, id: 'SO1763700000000DD', shortId: 'SO1763700000000DD', receipt: null, paymentMethod: 'cod', paymentStatus: 'pending', orderStatus: 'cancelled', transactionId: null, returnable: false }
    const pendingOrder: StoreOrder = { ...DELIVERED, orderStatus: 'pending', cancellable: true, returnable: false }
    mockApi({ 'POST /api/orders/lookup': { body: { priestBookings: [{ ...FAILED, payable: false, paymentStatus: 'pending' }], templeBookings: [], storeOrders: [cancelledCash, pendingOrder], hidden: 0, verified: false } } })
    localStorage.setItem('punya.orders.contact', JSON.stringify({ value: { phone: '9845012345' }, expires: Date.now() + 60_000 }))
    const router = createMemoryRouter([{ path: '/user/orders', Component: MyOrdersPage }], { initialEntries: ['/user/orders'] })
    render(
      <I18nContext.Provider value={{ language: 'hi', setLanguage: () => {}, t: translate(hi) }}>
        <RouterProvider router={router} />
      </I18nContext.Provider>,
    )
    expect(within(await card('SO1763700000000DD')).getByText('भुगतान: नहीं हुआ')).toBeInTheDocument()
    expect(within(await card('SO1763700000000CC')).getByRole('button', { name: 'ऑर्डर रद्द करें' })).toBeInTheDocument()
    await user.click(within(await card('PB1763600000000AA')).getByRole('button', { name: 'बुकिंग रद्द करें' }))
    const dialog = screen.getByRole('dialog', { name: 'क्या यह बुकिंग रद्द करें?' })
    expect(within(dialog).getByRole('button', { name: 'बुकिंग रहने दें' })).toBeInTheDocument()
  })
})
