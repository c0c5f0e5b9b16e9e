/** Rating in My Orders: Rate on a completed booking or delivered order with no rating yet, a dialog
 * of five labelled stars and an optional comment, the server's refusals said clearly, and the stars
 * given shown afterwards. */
import { configure, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nContext, translate } from '../../i18n/context'
import { hi } from '../../i18n/hi'
import { I18nProvider } from '../../i18n/I18nProvider'
import { mockApi, type Route } from '../../components/payment/testing'
import MyOrdersPage from './MyOrdersPage'
import type { LookupResult, PriestBooking, StoreOrder } from './api'
import type { OrderEntry } from './model'
import { RateDialog } from './components/RateDialog'

const OWN = { customerName: 'Meera Iyer', customerPhone: '9845012345', customerEmail: 'meera@example.com', updatedAt: '2026-11-20T06:30:00Z', refunds: [], payable: false, cancellable: false, movable: false, returnable: false }
const COMPLETED: PriestBooking = {
  ...OWN,
  id: 'PB1763600000000AA',
  shortId: 'PB1763600000000AA',
  receipt: { state: 'paid_online', transactionId: 'TXN_1' },
  serviceId: 'ganesh-puja',
  serviceName: 'Ganesh Puja',
  customerAddress: 'Kothrud, Pune',
  isOnline: false,
  selectedDate: '2026-11-18',
  selectedTime: '8:00 AM - 10:00 AM',
  specialRequests: '',
  sankalp: null,
  price: 2299,
  status: 'completed',
  priestAssigned: null,
  priestId: null,
  language: null,
  paymentStatus: 'paid',
  photos: [],
  statusHistory: [{ status: 'completed', at: '2026-11-18T06:30:00Z' }],
  createdAt: '2026-11-17T06:30:00Z',
  reviewable: true,
  review: null,
}
const SHIPPED: StoreOrder = {
  ...OWN,
  id: 'SO1763700000000CC',
  shortId: 'SO1763700000000CC',
  receipt: null,
  customerId: '9845012345',
  shippingAddress: '12 Temple Street, Chennai', deliveryAddress: null,
  items: [{ productId: 'prod-yantra', productName: 'Shri Yantra', quantity: 1, price: 699, total: 699 }],
  subtotal: 699,
  shipping: 0,
  tax: 35,
  total: 734,
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  orderStatus: 'shipped',
  transactionId: null,
  statusHistory: [{ status: 'shipped', at: '2026-11-21T06:30:00Z' }],
  createdAt: '2026-11-21T06:30:00Z',
  reviewable: false,
  review: null,
}
const FOUND: LookupResult = { priestBookings: [COMPLETED], templeBookings: [], storeOrders: [SHIPPED], hidden: 0, verified: true }
const RATED = { ...COMPLETED, reviewable: false, review: { stars: 4, comment: 'Pandit ji explained every step.', createdAt: '2026-11-22T06:30:00Z' } }

configure({ asyncUtilTimeout: 4000 })

function setup(routes: Record<string, Route> = {}) {
  const api = mockApi({ 'POST /api/orders/lookup': { body: FOUND }, ...routes })
  const router = createMemoryRouter([{ path: '/user/orders', Component: MyOrdersPage }], { initialEntries: ['/user/orders'] })
  render(
    <I18nProvider>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  return api
}

async function openRating(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Phone Number'), '9845012345')
  await user.click(screen.getByRole('button', { name: 'Find My Orders' }))
  const card = (await screen.findByText(COMPLETED.id)).closest('li')!
  await user.click(within(card).getByRole('button', { name: 'Rate' }))
  return screen.getByRole('dialog', { name: `Rate ${COMPLETED.id}` })
}

describe('Rating in My Orders', () => {
  afterEach(() => vi.restoreAllMocks())

  it('offers Rate only on a finished record without a rating', async () => {
    const user = userEvent.setup()
    setup()
    await user.type(screen.getByLabelText('Phone Number'), '9845012345')
    await user.click(screen.getByRole('button', { name: 'Find My Orders' }))
    const completed = (await screen.findByText(COMPLETED.id)).closest('li')!
    expect(within(completed).getByRole('button', { name: 'Rate' })).toBeInTheDocument()
    const shipped = screen.getByText(SHIPPED.id).closest('li')!
    expect(within(shipped).queryByRole('button', { name: 'Rate' })).not.toBeInTheDocument()
  })

  it('offers Rate on a record from another device only when the server says it is finished and unrated', async () => {
    const user = userEvent.setup()
    const paid = { state: 'paid_online' as const, transactionId: null }
    // Paid online and still to come, and paid then cancelled: both have receipts, neither is to be rated.
    const upcoming: PriestBooking = { ...COMPLETED, id: 'PB1763600000000UP', shortId: 'PB-000000UP', receipt: paid, selectedDate: '2026-12-02', status: 'confirmed', reviewable: false }
    const cancelled: PriestBooking = { ...COMPLETED, id: 'PB1763600000000CX', shortId: 'PB-000000CX', receipt: paid, status: 'cancelled', reviewable: false }
    const finished: PriestBooking = { ...COMPLETED, reviewable: true }
    setup({ 'POST /api/orders/lookup': { body: { priestBookings: [upcoming, cancelled, finished], templeBookings: [], storeOrders: [], hidden: 0, verified: false } } })
    await user.type(screen.getByLabelText('Phone Number'), '9845012345')
    await user.click(screen.getByRole('button', { name: 'Find My Orders' }))
    const card = async (id: string) => (await screen.findByText(id)).closest('li')!
    expect(within(await card(COMPLETED.id)).getByRole('button', { name: 'Rate' })).toBeInTheDocument()
    expect(within(await card('PB-000000UP')).queryByRole('button', { name: 'Rate' })).not.toBeInTheDocument()
    expect(within(await card('PB-000000CX')).queryByRole('button', { name: 'Rate' })).not.toBeInTheDocument()
  })

  it('rates with labelled stars and a comment, then shows the stars given', async () => {
    const user = userEvent.setup()
    const api = setup({ 'POST /api/orders/review': { status: 201, body: { kind: 'priest', record: RATED, message: 'Thank you for your review.' } } })
    const dialog = await openRating(user)
    const stars = within(dialog).getByRole('group', { name: 'Your rating' })
    expect(within(stars).getAllByRole('radio')).toHaveLength(5)
    for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) expect(within(stars).getByRole('radio', { name })).not.toBeChecked()
    await user.click(within(stars).getByRole('radio', { name: '4 stars' }))
    expect(within(stars).getByRole('radio', { name: '4 stars' })).toBeChecked()
    await user.type(within(dialog).getByLabelText('Comment (optional)'), '  Pandit ji explained every step.')
    expect(within(dialog).getByText('33 of 500 characters')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Submit Rating' }))

    expect(await screen.findByText('Thank you for your review.')).toBeInTheDocument()
    expect(api.callsTo('POST /api/orders/review')[0].body).toEqual({ kind: 'priest', id: COMPLETED.id, stars: 4, comment: 'Pandit ji explained every step.' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const card = screen.getByText(COMPLETED.id).closest('li')!
    expect(within(card).getByRole('img', { name: 'You rated it 4 out of 5' })).toBeInTheDocument()
    expect(within(card).getByText('Pandit ji explained every step.')).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Rate' })).not.toBeInTheDocument()
  })

  it('asks for stars before sending, and says the server refusals clearly', async () => {
    const user = userEvent.setup()
    const api = setup({ 'POST /api/orders/review': { status: 409, body: { detail: 'You have already rated this booking.', code: 'already_reviewed' } } })
    const dialog = await openRating(user)
    await user.click(within(dialog).getByRole('button', { name: 'Submit Rating' }))
    expect(within(dialog).getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription('Please choose from 1 to 5 stars')
    expect(api.callsTo('POST /api/orders/review')).toHaveLength(0)

    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }))
    expect(within(dialog).getByRole('group', { name: 'Your rating' })).not.toHaveAccessibleDescription('Please choose from 1 to 5 stars')
    await user.click(within(dialog).getByRole('button', { name: 'Submit Rating' }))
    expect(await within(dialog).findByText('You have already rated this booking.')).toBeInTheDocument()
  })

  it('puts a refusal about the comment at the comment', async () => {
    const user = userEvent.setup()
    const tooLong = { detail: 'Your comment can be at most 500 characters', code: 'comment_too_long', errors: [{ field: 'comment', message: 'Your comment can be at most 500 characters' }] }
    setup({ 'POST /api/orders/review': { status: 422, body: tooLong } })
    const dialog = await openRating(user)
    await user.click(within(dialog).getByRole('radio', { name: '3 stars' }))
    await user.type(within(dialog).getByLabelText('Comment (optional)'), 'Fine')
    await user.click(within(dialog).getByRole('button', { name: 'Submit Rating' }))
    expect(await within(dialog).findByLabelText('Comment (optional)')).toHaveAccessibleDescription('Your comment can be at most 500 characters')
  })

  it('speaks Hindi', async () => {
    const entry = { kind: 'priest', id: COMPLETED.id, title: 'गणेश पूजा' } as OrderEntry
    render(
      <I18nContext.Provider value={{ language: 'hi', setLanguage: () => {}, t: translate(hi) }}>
        <RateDialog entry={entry} onRated={() => {}} onClose={() => {}} />
      </I18nContext.Provider>,
    )
    const dialog = screen.getByRole('dialog', { name: `${COMPLETED.id} को रेटिंग दें` })
    expect(within(dialog).getByRole('group', { name: 'आपकी रेटिंग' })).toBeInTheDocument()
    expect(within(dialog).getByRole('radio', { name: '1 तारा' })).toBeInTheDocument()
    expect(within(dialog).getByRole('radio', { name: '5 तारे' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'रेटिंग भेजें' })).toBeInTheDocument()
  })
})
