/** A temple pooja's prasad in My Orders: the card says where it stands and, once shipped, the courier
 * and tracking number; Track Booking lists its moves with where it goes; in English and in Hindi. */
import { configure, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nContext, translate } from '../../i18n/context'
import { hi } from '../../i18n/hi'
import { I18nProvider } from '../../i18n/I18nProvider'
import { mockApi } from '../../components/payment/testing'
import MyOrdersPage from './MyOrdersPage'
import type { LookupResult, TempleBooking } from './api'

const SITE = { legalName: 'Punya', address: 'Pune', email: 'support@punya.app', phone: '+91 20 4000 1080', tagline: '', priestTimeSlots: [], templeRadiusOptionsKm: [5, 10, 25, 50], defaultTempleRadiusKm: 10, states: [{ name: 'Tamil Nadu', nameHi: 'तमिलनाडु' }] }
const ADDRESS = { houseAndStreet: '12 Temple Street, Mylapore', landmark: '', city: 'Chennai', state: 'Tamil Nadu', pinCode: '600004' }
const SHIPPED: TempleBooking = {
  id: 'TB1763500000000BB',
  shortId: 'TB1763500000000BB',
  customerName: 'Meera Iyer',
  customerPhone: '9845012345',
  sankalp: null,
  customerEmail: null,
  templeId: 'temple-kashi',
  serviceId: 'tsvc-rudrabhishek',
  serviceName: 'Rudrabhishek',
  selectedDate: '2026-11-21',
  selectedTime: '7:00 PM',
  specialRequests: '',
  status: 'confirmed',
  paymentStatus: 'paid',
  totalAmount: 751,
  prasadStatus: 'shipped',
  deliveryAddress: ADDRESS,
  prasadAddress: '12 Temple Street, Mylapore, Chennai, Tamil Nadu 600004',
  prasadCourier: 'India Post (Speed Post)',
  prasadTrackingNumber: 'EE123456789IN',
  statusHistory: [
    { status: 'confirmed', at: '2026-11-19T06:30:00Z', prasad: 'to_ship' },
    { status: 'confirmed', at: '2026-11-19T06:35:00Z', paymentStatus: 'paid' },
    { status: 'confirmed', at: '2026-11-22T06:30:00Z', prasad: 'shipped', courier: 'India Post (Speed Post)', trackingNumber: 'EE123456789IN' },
  ],
  createdAt: '2026-11-19T06:30:00Z',
  updatedAt: '2026-11-22T06:30:00Z',
  receipt: { state: 'paid_online', transactionId: 'TXN_7' },
  refunds: [],
  payable: false,
  cancellable: false,
  movable: false,
  returnable: false,
  reviewable: false,
  review: null,
}
const found = (...bookings: TempleBooking[]): LookupResult => ({ priestBookings: [], templeBookings: bookings, storeOrders: [], hidden: 0, verified: false })

configure({ asyncUtilTimeout: 4000 })
afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

function show(result: LookupResult, language: 'en' | 'hi' = 'en') {
  mockApi({ 'POST /api/orders/lookup': { body: result }, 'GET /api/temples/temple-kashi': { body: { name: 'Shri Kashi Vishwanath Temple' } }, 'GET /api/site': { body: SITE } })
  localStorage.setItem('punya.orders.contact', JSON.stringify({ value: { phone: '9845012345' }, expires: Date.now() + 60_000 }))
  const router = createMemoryRouter([{ path: '/user/orders', Component: MyOrdersPage }], { initialEntries: ['/user/orders'] })
  const page = <RouterProvider router={router} />
  render(language === 'en' ? <I18nProvider>{page}</I18nProvider> : <I18nContext.Provider value={{ language: 'hi', setLanguage: () => {}, t: translate(hi) }}>{page}</I18nContext.Provider>)
}

const card = async (id: string) => (await screen.findByText(id)).closest('li')!

describe('Prasad in My Orders', () => {
  it('shows the prasad on its way with its courier and tracking number, and Track Booking lists its moves', async () => {
    const user = userEvent.setup()
    show(found(SHIPPED))
    const booking = await card('TB1763500000000BB')
    expect(within(booking).getByText('Prasad: on its way')).toBeInTheDocument()
    expect(within(booking).getByText('India Post (Speed Post), tracking number EE123456789IN')).toBeInTheDocument()
    await user.click(within(booking).getByRole('button', { name: 'Track Booking' }))
    const track = screen.getByRole('dialog', { name: 'Track Booking TB1763500000000BB' })
    expect(within(track).getByText('To: 12 Temple Street, Mylapore, Chennai, Tamil Nadu 600004')).toBeInTheDocument()
    const steps = within(track).getAllByRole('listitem').map((li) => li.textContent)
    expect(steps).toHaveLength(3)
    expect(steps[0]).toContain('Confirmed')
    expect(steps[0]).toContain('Prasad to be sent to your home')
    expect(steps[1]).toContain('Payment received')
    expect(steps[2]).toContain('Prasad shipped')
    expect(steps[2]).toContain('India Post (Speed Post), tracking number EE123456789IN')
  })

  it('says a prasad still to be sent, and nothing of one whose booking was cancelled first', async () => {
    const waiting = { ...SHIPPED, prasadStatus: 'to_ship' as const, prasadCourier: null, prasadTrackingNumber: null, statusHistory: SHIPPED.statusHistory.slice(0, 1) }
    const cancelled = { ...waiting, id: 'TB1763500000000CC', shortId: 'TB1763500000000CC', status: 'cancelled' as const }
    const none = { ...waiting, id: 'TB1763500000000DD', shortId: 'TB1763500000000DD', prasadStatus: null, deliveryAddress: null, prasadAddress: null }
    show(found(waiting, cancelled, none))
    expect(within(await card('TB1763500000000BB')).getByText('Prasad: to be sent after the pooja')).toBeInTheDocument()
    expect(within(await card('TB1763500000000CC')).queryByText(/Prasad/)).not.toBeInTheDocument()
    expect(within(await card('TB1763500000000DD')).queryByText(/Prasad/)).not.toBeInTheDocument()
    // Track Booking is offered where there is a prasad to follow.
    expect(within(await card('TB1763500000000BB')).getByRole('button', { name: 'Track Booking' })).toBeInTheDocument()
    expect(within(await card('TB1763500000000DD')).queryByRole('button', { name: 'Track Booking' })).not.toBeInTheDocument()
  })

  it('speaks Hindi: the prasad, its tracking and the state of its address', async () => {
    const user = userEvent.setup()
    show(found({ ...SHIPPED, prasadStatus: 'delivered', prasadAddress: '12 Temple Street, Mylapore, Chennai, तमिलनाडु 600004' }), 'hi')
    const booking = await card('TB1763500000000BB')
    expect(within(booking).getByText('प्रसाद: पहुँच गया')).toBeInTheDocument()
    expect(within(booking).getByText('India Post (Speed Post), ट्रैकिंग नंबर EE123456789IN')).toBeInTheDocument()
    await user.click(within(booking).getByRole('button', { name: 'बुकिंग की स्थिति देखें' }))
    const track = await screen.findByRole('dialog', { name: 'बुकिंग TB1763500000000BB की स्थिति' })
    expect(await within(track).findByText('पता: 12 Temple Street, Mylapore, Chennai, तमिलनाडु 600004')).toBeInTheDocument()
    expect(within(track).getByText('प्रसाद भेज दिया गया')).toBeInTheDocument()
  })
})
