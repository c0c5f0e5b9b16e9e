/** My Orders as a devotee uses it: look up, filter, search, track, receipt, cancel, and failures. */
import { configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '../../i18n/I18nProvider'
import { mockApi, type Route } from '../../components/payment/testing'
import MyOrdersPage from './MyOrdersPage'
import type { LookupResult, PriestBooking, StoreOrder, TempleBooking } from './api'

const SITE = { legalName: 'Punya Spiritual Services Private Limited', address: '4th Floor, Baner Road, Pune 411045', email: 'support@punya.app', phone: '+91 20 4000 1080', tagline: '', priestTimeSlots: [], templeRadiusOptionsKm: [5, 10, 25, 50], defaultTempleRadiusKm: 10 }
const common = { customerName: 'Meera Iyer', customerPhone: '9845012345', customerEmail: 'meera@example.com', updatedAt: '2026-11-20T06:30:00Z', refunds: [], payable: false, cancellable: false, movable: false, returnable: false, reviewable: false, review: null }

const PRIEST: PriestBooking = {
  ...common,
  id: 'PB1763600000000AA',
  shortId: 'PB1763600000000AA',
  receipt: null,
  serviceId: 'ganesh-puja',
  serviceName: 'Ganesh Puja',
  customerAddress: 'Kothrud, Pune',
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
  paymentStatus: 'pending',
  photos: [],
  statusHistory: [{ status: 'pending', at: '2026-11-20T06:30:00Z' }],
  createdAt: '2026-11-20T06:30:00Z',
}
const TEMPLE: TempleBooking = {
  ...common,
  id: 'TB1763500000000BB',
  shortId: 'TB1763500000000BB',
  receipt: { state: 'paid_online', transactionId: 'TXN_7' },
  templeId: 'temple-kashi-vishwanath-varanasi',
  serviceId: 'tsvc-kashi-rudrabhishek',
  serviceName: 'Rudrabhishek',
  selectedDate: '2026-11-21',
  selectedTime: '7:00 PM',
  specialRequests: '',
  sankalp: null,
  status: 'completed',
  totalAmount: 751,
  prasadStatus: null,
  deliveryAddress: null,
  prasadAddress: null,
  prasadCourier: null,
  prasadTrackingNumber: null,
  paymentStatus: 'paid',
  statusHistory: [{ status: 'confirmed', at: '2026-11-19T06:30:00Z' }],
  createdAt: '2026-11-19T06:30:00Z',
}
const ORDER: StoreOrder = {
  ...common,
  id: 'SO1763700000000CC',
  shortId: 'SO1763700000000CC',
  receipt: { state: 'paid_online', transactionId: 'TXN_42' },
  customerId: '9845012345',
  shippingAddress: '12 Temple Street, Chennai', deliveryAddress: null,
  items: [
    { productId: 'prod-rudraksha', productName: '5 Mukhi Rudraksha', quantity: 1, price: 499, total: 499 },
    { productId: 'prod-camphor', productName: 'Bhimseni Camphor', quantity: 2, price: 250, total: 500 },
    { productId: 'prod-yantra', productName: 'Shri Yantra', quantity: 1, price: 699, total: 699 },
  ],
  subtotal: 1698,
  shipping: 0,
  tax: 85,
  total: 1783,
  paymentMethod: 'phonepe',
  paymentStatus: 'paid',
  orderStatus: 'shipped',
  transactionId: 'TXN_42',
  statusHistory: [
    { status: 'pending', at: '2026-11-21T06:30:00Z' },
    { status: 'pending', at: '2026-11-21T06:35:00Z', paymentStatus: 'paid', transactionId: 'TXN_42' },
    { status: 'shipped', at: '2026-11-22T04:00:00Z' },
  ],
  createdAt: '2026-11-21T06:30:00Z',
}
const FOUND: LookupResult = { priestBookings: [PRIEST], templeBookings: [TEMPLE], storeOrders: [ORDER], hidden: 0, verified: false }

function setup(routes: Record<string, Route> = {}) {
  const api = mockApi({
    'POST /api/orders/lookup': { body: FOUND },
    'GET /api/temples/temple-kashi-vishwanath-varanasi': { body: { name: 'Shri Kashi Vishwanath Temple' } },
    'GET /api/site': { body: SITE },
    ...routes,
  })
  const router = createMemoryRouter([{ path: '/user/orders', Component: MyOrdersPage }], { initialEntries: ['/user/orders'] })
  const view = render(
    <I18nProvider>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  return { api, view }
}

async function lookUp(user: ReturnType<typeof userEvent.setup>, phone = '98450 12345') {
  await user.type(screen.getByLabelText('Phone Number'), phone)
  await user.click(screen.getByRole('button', { name: 'Find My Orders' }))
}

const cardOf = (id: string) => screen.getByText(id).closest('li')!
const ids = () => screen.getAllByRole('listitem').map((li) => within(li).getByText(/^(PB|TB|SO)/).textContent)

// Debounced searches and the payment dialog's 1 s pause need more than the default second on a busy machine.
configure({ asyncUtilTimeout: 4000 })

describe('MyOrdersPage', () => {
  afterEach(() => vi.restoreAllMocks())

  it('needs a phone or an e-mail, and checks them, before asking the server', async () => {
    const user = userEvent.setup()
    const { api } = setup()
    await user.click(await screen.findByRole('button', { name: 'Find My Orders' }))
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription('Please enter either your phone number or email address')
    await user.type(screen.getByLabelText('Phone Number'), '12345')
    await user.click(screen.getByRole('button', { name: 'Find My Orders' }))
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription('Phone number must be 10 digits')
    await user.clear(screen.getByLabelText('Phone Number'))
    await user.type(screen.getByLabelText('Email Address'), 'meera@')
    await user.click(screen.getByRole('button', { name: 'Find My Orders' }))
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Invalid email format')
    expect(api.callsTo('POST /api/orders/lookup')).toHaveLength(0)
  })

  it('lists all three kinds newest first with status and payment, remembers the lookup, and Change User resets', async () => {
    const user = userEvent.setup()
    const first = setup()
    await lookUp(user)
    expect(await screen.findByText('SO1763700000000CC')).toBeInTheDocument()
    expect(first.api.callsTo('POST /api/orders/lookup')[0].body).toEqual({ phone: '98450 12345', email: null })
    expect(ids()).toEqual(['SO1763700000000CC', 'PB1763600000000AA', 'TB1763500000000BB'])
    const order = cardOf('SO1763700000000CC')
    expect(within(order).getByText(/Store Order/)).toBeInTheDocument()
    expect(within(order).getByRole('heading')).toHaveTextContent('5 Mukhi Rudraksha × 1, Bhimseni Camphor × 2 +1 more')
    expect(within(order).getByText('Shipped')).toBeInTheDocument()
    expect(within(order).getByText('Payment: Paid')).toBeInTheDocument()
    expect(within(order).getByText('₹1,783')).toBeInTheDocument()
    const temple = cardOf('TB1763500000000BB')
    expect(await within(temple).findByText('Shri Kashi Vishwanath Temple')).toBeInTheDocument()
    expect(within(temple).getByText('Completed')).toBeInTheDocument()
    expect(within(cardOf('PB1763600000000AA')).getByText('Pending')).toBeInTheDocument()

    first.view.unmount()
    const again = setup()
    expect(await screen.findByText('SO1763700000000CC')).toBeInTheDocument() // no form: the lookup was kept
    expect(screen.getByRole('heading', { name: 'Orders for 98450 12345' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Change User' }))
    expect(screen.getByLabelText('Phone Number')).toHaveValue('')
    expect(localStorage.getItem('punya.orders.contact')).toBeNull()
    expect(again.api.callsTo('POST /api/orders/lookup')).toHaveLength(1)
  })

  it('gives the spec buttons only where they apply', async () => {
    const user = userEvent.setup()
    setup()
    await lookUp(user)
    await screen.findByText('SO1763700000000CC')
    const buttons = (id: string) => within(cardOf(id)).queryAllByRole('button').map((b) => b.textContent)
    // A receipt once a record is paid (the order, the temple booking); the priest booking to be paid
    // in cash on the day has none yet: the server says which (`receipt`).
    expect(buttons('SO1763700000000CC')).toEqual(['Track Order', 'Download Receipt'])
    expect(buttons('TB1763500000000BB')).toEqual(['Download Receipt'])
    expect(buttons('PB1763600000000AA')).toEqual(['Track Booking', 'Cancel Booking'])
  })

  it('says who is coming to a priest booking, on the card and in Track Booking', async () => {
    const user = userEvent.setup()
    setup()
    await lookUp(user)
    await screen.findByText('PB1763600000000AA')
    const booking = cardOf('PB1763600000000AA')
    expect(within(booking).getByText('Your priest: assigned when your booking is confirmed')).toBeInTheDocument()
    await user.click(within(booking).getByRole('button', { name: 'Track Booking' }))
    const track = await screen.findByRole('dialog', { name: /Track Booking/ })
    expect(within(track).getByText('Your priest: assigned when your booking is confirmed')).toBeInTheDocument()
    expect(within(track).queryByText(/ship/i)).not.toBeInTheDocument()
  })

  it('filters by the statuses present and searches ids, names and temples', async () => {
    const user = userEvent.setup()
    setup()
    await lookUp(user)
    await screen.findByText('SO1763700000000CC')
    const status = screen.getByLabelText('Status')
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual(['All statuses', 'Pending', 'Shipped', 'Completed'])
    await user.selectOptions(status, 'shipped')
    expect(ids()).toEqual(['SO1763700000000CC'])
    await user.selectOptions(status, 'all')
    await within(cardOf('TB1763500000000BB')).findByText('Shri Kashi Vishwanath Temple')
    await user.type(screen.getByLabelText('Search orders'), 'kashi')
    expect(ids()).toEqual(['TB1763500000000BB'])
    await user.clear(screen.getByLabelText('Search orders'))
    await user.type(screen.getByLabelText('Search orders'), 'shri yantra')
    expect(ids()).toEqual(['SO1763700000000CC'])
    await user.clear(screen.getByLabelText('Search orders'))
    await user.type(screen.getByLabelText('Search orders'), 'pb17636')
    expect(ids()).toEqual(['PB1763600000000AA'])
    await user.type(screen.getByLabelText('Search orders'), 'zzz')
    expect(screen.getByText('No orders match your search')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }))
    expect(ids()).toHaveLength(3)
  })

  it('Track Order lists each event once, in order, the payment as a payment', async () => {
    const user = userEvent.setup()
    setup()
    await lookUp(user)
    await user.click(within(await screen.findByText('SO1763700000000CC').then((el) => el.closest('li')!)).getByRole('button', { name: 'Track Order' }))
    const dialog = screen.getByRole('dialog', { name: 'Track Order SO1763700000000CC' })
    const steps = within(dialog).getAllByRole('listitem')
    expect(steps.map((step) => step.querySelector('p')!.textContent)).toEqual(['Pending', 'Payment received', 'Shipped'])
    expect(steps[2].querySelector('time')).toHaveAttribute('datetime', '2026-11-22T04:00:00Z')
  })

  it('Download Receipt shows a printable receipt with the company details and prints it alone', async () => {
    const user = userEvent.setup()
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    setup({ 'POST /api/orders/lookup': { body: { ...FOUND, storeOrders: [{ ...ORDER, orderStatus: 'delivered' }] } } })
    await lookUp(user)
    await screen.findByText('SO1763700000000CC')
    await user.click(within(cardOf('SO1763700000000CC')).getByRole('button', { name: 'Download Receipt' }))
    const dialog = screen.getByRole('dialog', { name: 'Receipt SO1763700000000CC' })
    expect(await within(dialog).findByText('Punya Spiritual Services Private Limited')).toBeInTheDocument()
    expect(within(dialog).getByText('Bhimseni Camphor')).toBeInTheDocument()
    expect(within(dialog).getByText('₹1,698')).toBeInTheDocument()
    expect(within(dialog).getByText('TXN_42')).toBeInTheDocument()
    expect(within(dialog).getByText('Online (UPI / cards)')).toBeInTheDocument()
    expect(document.body).toHaveClass('punya-printing-receipt')
    await user.click(within(dialog).getByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledOnce()
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0])
    expect(document.body).not.toHaveClass('punya-printing-receipt')
  })

  it('Cancel Booking asks first, cancels on the server with the lookup contact, and updates the card', async () => {
    const user = userEvent.setup()
    const { api } = setup({
      'POST /api/orders/cancel': { body: { kind: 'priest', record: { ...PRIEST, status: 'cancelled', cancellable: false }, refundDue: false, message: 'Your booking has been cancelled.' } },
    })
    await lookUp(user)
    await screen.findByText('PB1763600000000AA')
    // A booking is cancelled as a booking, not as an order.
    expect(within(cardOf('PB1763600000000AA')).queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument()
    expect(within(cardOf('PB1763600000000AA')).getByText('Payment: Pending')).toBeInTheDocument()
    await user.click(within(cardOf('PB1763600000000AA')).getByRole('button', { name: 'Cancel Booking' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' })
    await user.click(within(dialog).getByRole('button', { name: 'Keep Booking' }))
    expect(api.callsTo('POST /api/orders/cancel')).toHaveLength(0)
    await user.click(within(cardOf('PB1763600000000AA')).getByRole('button', { name: 'Cancel Booking' }))
    await user.click(within(screen.getByRole('dialog', { name: 'Cancel this booking?' })).getByRole('button', { name: 'Yes, cancel it' }))
    expect(await screen.findByText('PB1763600000000AA has been cancelled.')).toBeInTheDocument()
    expect(api.callsTo('POST /api/orders/cancel')[0].body).toEqual({ kind: 'priest', id: 'PB1763600000000AA', phone: '98450 12345', email: null })
    expect(within(cardOf('PB1763600000000AA')).getByText('Cancelled')).toBeInTheDocument()
    expect(within(cardOf('PB1763600000000AA')).queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument()
    // Never paid and now cancelled: nothing is pending any more.
    expect(within(cardOf('PB1763600000000AA')).getByText('Payment: Not paid')).toBeInTheDocument()
    expect(within(cardOf('PB1763600000000AA')).queryByText('Payment: Pending')).not.toBeInTheDocument()
  })

  it('says why a cancel was refused, what the policy refunds for a paid order, and the refund the cancel started', async () => {
    const user = userEvent.setup()
    const paid = { ...ORDER, orderStatus: 'pending' as const, cancellable: true }
    const { api } = setup({
      'POST /api/orders/lookup': { body: { priestBookings: [], templeBookings: [], storeOrders: [paid] } },
      'POST /api/orders/cancel': { status: 409, body: { detail: 'This order has been shipped, so it can no longer be cancelled. Once it is delivered you may return it within 7 days.', code: 'not_cancellable' } },
    })
    await lookUp(user)
    await user.click(within(await screen.findByText('SO1763700000000CC').then((el) => el.closest('li')!)).getByRole('button', { name: 'Cancel Order' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' })
    expect(within(dialog).getByText('Your order has not shipped yet: our refund policy refunds the full ₹1,783.')).toBeInTheDocument()
    expect(within(dialog).getByText(/exact amount is settled when we process the cancellation/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }))
    expect(await within(dialog).findByText(/This order has been shipped, so it can no longer be cancelled/)).toBeInTheDocument()
    const cancelled = { ...paid, orderStatus: 'cancelled', cancellable: false, refunds: [{ amount: 1783, state: 'QUEUED', reason: 'cancelled', createdAt: '2026-11-21T07:00:00Z', updatedAt: '2026-11-21T07:00:00Z' }] }
    api.set('POST /api/orders/cancel', { body: { kind: 'store', record: cancelled, refundDue: true, refundAmount: 1783, message: '' } })
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }))
    expect(
      await screen.findByText(
        'SO1763700000000CC has been cancelled. A refund of ₹1,783 has been initiated to your original payment method; it is credited within 7-10 business days.',
      ),
    ).toBeInTheDocument()
    expect(within(cardOf('SO1763700000000CC')).getByText('Refund of ₹1,783 initiated')).toBeInTheDocument()
  })

  it('tells a booking paid in cash at the temple to come to us for the refund, not that it goes back online', async () => {
    const user = userEvent.setup()
    const cash = { ...TEMPLE, status: 'confirmed' as const, selectedDate: '2030-01-10', cancellable: true, receipt: { state: 'paid_cash' as const, transactionId: null } }
    const { api } = setup({ 'POST /api/orders/lookup': { body: { priestBookings: [], templeBookings: [cash], storeOrders: [] } } })
    await lookUp(user)
    await user.click(within(await screen.findByText('TB1763500000000BB').then((el) => el.closest('li')!)).getByRole('button', { name: 'Cancel Booking' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' })
    const cashNote = 'You paid in cash: please contact us with its ID and we will arrange your refund as our refund policy provides.'
    expect(within(dialog).getByText(/refunds the full ₹751/)).toBeInTheDocument()
    expect(within(dialog).getByText(cashNote)).toBeInTheDocument()
    expect(within(dialog).queryByText(/original payment method/)).not.toBeInTheDocument()
    api.set('POST /api/orders/cancel', { body: { kind: 'temple', record: { ...cash, status: 'cancelled', cancellable: false }, refundDue: true, refundAmount: null, message: '' } })
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }))
    expect(await screen.findByText(`TB1763500000000BB has been cancelled. ${cashNote}`)).toBeInTheDocument()
    expect(screen.queryByText(/original payment method|once the service has begun/)).not.toBeInTheDocument()
  })

  it('explains a rate limit and a dead network, and the retry works', async () => {
    const user = userEvent.setup()
    const { api } = setup({ 'POST /api/orders/lookup': { status: 429, body: { detail: 'Too many order lookups', code: 'rate_limited' } } })
    await lookUp(user)
    expect(await screen.findByText('Too many attempts. Please wait 60 seconds and try again.')).toBeInTheDocument()
    api.set('POST /api/orders/lookup', 'network')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(/could not reach Punya/)).toBeInTheDocument()
    api.set('POST /api/orders/lookup', { body: FOUND })
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('SO1763700000000CC')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
  })

  it('says so when nothing is found', async () => {
    const user = userEvent.setup()
    setup({ 'POST /api/orders/lookup': { body: { priestBookings: [], templeBookings: [], storeOrders: [] } } })
    await user.type(await screen.findByLabelText('Email Address'), 'Nobody@Example.com')
    await user.click(screen.getByRole('button', { name: 'Find My Orders' }))
    expect(await screen.findByText('No orders found')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Orders for nobody@example.com' })).toBeInTheDocument()
  })
})
