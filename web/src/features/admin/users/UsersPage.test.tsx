import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { liveFeed } from '../shell/live'
import { FakeSocket, installFakeWebSocket, renderAdmin } from '../shell/testing'
import type { AdminUserRow, UserDetails, UsersPageData } from './api'
import UsersPage from './UsersPage'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const MEERA: AdminUserRow = {
  id: '9876543210',
  name: 'Meera Iyer',
  email: 'meera@example.com',
  phone: '9876543210',
  joinDate: '2026-11-02T05:00:00Z',
  totalBookings: 2,
  totalSpent: 4761,
  isActive: true,
  lastActivity: '2026-11-20T05:00:00Z',
}
const RAVI: AdminUserRow = { ...MEERA, id: '9123456780', name: 'Ravi Kumar', email: '', phone: '9123456780', totalBookings: 0, totalSpent: 154, lastActivity: '2026-11-21T05:00:00Z' }

const page = (items: AdminUserRow[], total = items.length, more: Partial<Pick<UsersPageData, 'nextCursor' | 'totalExact'>> = {}): UsersPageData => ({
  items,
  total,
  totalExact: true,
  nextCursor: null,
  ...more,
  stats: { totalUsers: 7, activeUsers: 7, totalBookings: 12, revenue: { collected: 28_890, earned: 25_840 } },
})

// What every record carries besides what the details page shows.
const CUSTOMER = { customerName: 'Meera Iyer', customerPhone: '9876543210', customerEmail: 'meera@example.com', statusHistory: [], updatedAt: '2026-11-20T05:00:00Z' }
const ORDER = { ...CUSTOMER, customerId: null, shippingAddress: 'Pune', deliveryAddress: null, subtotal: 0, shipping: 0, tax: 0, transactionId: null }
const line = (productName: string, quantity: number, price: number) => ({ productId: productName.toLowerCase(), productName, quantity, price, total: price * quantity })

const DETAILS: UserDetails = {
  user: MEERA,
  counts: { priestBookings: 1, templeBookings: 1, storeOrders: 3 },
  priestBookings: [{ ...CUSTOMER, id: 'PB1', shortId: 'PB1', serviceId: 'service-ganesh', serviceName: 'Ganesh Puja', customerAddress: 'Pune', isOnline: false, selectedDate: '2026-11-27', selectedTime: '8:00 AM - 10:00 AM', specialRequests: '', sankalp: null, price: 2299, status: 'completed', priestAssigned: null, priestId: null, language: null, paymentStatus: 'paid', photos: [], createdAt: '2026-11-02T05:00:00Z' }],
  templeBookings: [{ ...CUSTOMER, id: 'TB1', shortId: 'TB1', templeId: 'temple-1', serviceId: 'tsvc-1', serviceName: 'Modak Naivedya Offering', selectedDate: '2026-11-27', selectedTime: '9:00 AM', specialRequests: '', sankalp: null, totalAmount: 101, status: 'confirmed', paymentStatus: 'pending', prasadStatus: null, deliveryAddress: null, prasadAddress: null, prasadCourier: null, prasadTrackingNumber: null, createdAt: '2026-11-03T05:00:00Z' }],
  storeOrders: [
    { ...ORDER, id: 'SO1', shortId: 'SO1', items: [line('Mala', 1, 1349)], total: 1349, orderStatus: 'shipped', paymentStatus: 'paid', paymentMethod: 'phonepe', createdAt: '2026-11-04T05:00:00Z' },
    { ...ORDER, id: 'SO2', shortId: 'SO2', items: [line('Laddu', 2, 475)], total: 950, orderStatus: 'cancelled', paymentStatus: 'failed', paymentMethod: 'phonepe', createdAt: '2026-11-05T05:00:00Z' },
  ],
}

/** Answers the two endpoints; `list` decides the users page from the query. */
function fakeApi(list: (params: URLSearchParams) => UsersPageData | Response) {
  const urls: URL[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost')
    urls.push(url)
    const body = url.pathname === '/api/admin/users' ? list(url.searchParams) : url.pathname === '/api/admin/users/9876543210' ? DETAILS : undefined
    if (body instanceof Response) return body
    return new Response(JSON.stringify(body ?? { detail: 'Unknown User', code: 'unknown_user' }), { status: body ? 200 : 404, headers: { 'Content-Type': 'application/json' } })
  })
  return { lists: () => urls.filter((url) => url.pathname === '/api/admin/users').map((url) => url.searchParams) }
}

describe('UsersPage', () => {
  it('shows the four stats and the table, with Not provided where there is no e-mail', async () => {
    fakeApi(() => page([MEERA, RAVI]))
    renderAdmin(<UsersPage />, { path: '/admin/users' })
    const stats = await screen.findByRole('list', { name: 'User figures' })
    for (const label of ['Total Users', 'Active Users', 'Total Bookings', 'Money collected', 'Money earned']) expect(within(stats).getByText(label)).toBeInTheDocument()
    expect(await within(stats).findByText('₹28,890')).toBeInTheDocument()
    expect(within(stats).getByText('₹25,840')).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'Total Spent Money collected' })).toBeInTheDocument()
    const meera = (await screen.findByText('Meera Iyer')).closest('tr')!
    expect(within(meera).getByText('meera@example.com')).toBeInTheDocument()
    expect(within(meera).getByText('₹4,761')).toBeInTheDocument()
    expect(within(meera).getByText('2 Nov 2026')).toBeInTheDocument()
    const ravi = screen.getByText('Ravi Kumar').closest('tr')!
    expect(within(ravi).getByText('Not provided')).toBeInTheDocument()
    expect(within(ravi).getByText('21 Nov 2026')).toBeInTheDocument()
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument()
  })

  it('sends the search text and the join date to the API, and Clear Filters resets both', async () => {
    const api = fakeApi((params) => (params.get('q') === 'nobody' ? page([]) : page([MEERA, RAVI])))
    renderAdmin(<UsersPage />, { path: '/admin/users' })
    await screen.findByText('Meera Iyer')
    await userEvent.type(screen.getByLabelText('Joined on or after'), '2026-11-10')
    await waitFor(() => expect(api.lists().at(-1)!.get('since')).toBe('2026-11-10'))
    await userEvent.type(screen.getByLabelText('Search users'), 'nobody')
    expect(await screen.findByText('No users found')).toBeInTheDocument()
    expect(api.lists().at(-1)!.get('q')).toBe('nobody')
    expect(api.lists().at(-1)!.get('since')).toBe('2026-11-10')
    const empty = screen.getByText('No users found').parentElement!
    await userEvent.click(within(empty).getByRole('button', { name: 'Clear Filters' }))
    expect(await screen.findByText('Meera Iyer')).toBeInTheDocument()
    expect(screen.getByLabelText('Search users')).toHaveValue('')
    expect(screen.getByLabelText('Joined on or after')).toHaveValue('')
    const last = api.lists().at(-1)!
    expect([last.get('q'), last.get('since')]).toEqual([null, null])
  })

  it('appends the next page by its cursor, fetching nothing shown again', async () => {
    const api = fakeApi((params) => (params.get('cursor') === 'after-meera' ? page([RAVI], 2) : page([MEERA], 2, { nextCursor: 'after-meera' })))
    renderAdmin(<UsersPage />, { path: '/admin/users' })
    expect(await screen.findByText('Showing 1 of 2')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }))
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument()
    expect(screen.getByText('Meera Iyer')).toBeInTheDocument()
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument()
    const [first, next] = api.lists()
    expect([first.get('cursor'), first.get('limit')]).toEqual([null, '25'])
    expect([next.get('cursor'), next.get('limit')]).toEqual(['after-meera', '25'])
    expect(api.lists()).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument()
  })

  it('says 100+ when a search stopped counting', async () => {
    fakeApi(() => page([MEERA], 100, { totalExact: false, nextCursor: 'more' }))
    renderAdmin(<UsersPage />, { path: '/admin/users' })
    expect(await screen.findByText('Showing 1 of 100+')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Load More' })).toBeInTheDocument()
  })

  it('opens the details with the counts and each list, statuses coloured as spec section 4 says', async () => {
    fakeApi(() => page([MEERA]))
    renderAdmin(<UsersPage />, { path: '/admin/users' })
    await userEvent.click(await screen.findByRole('button', { name: 'View details of Meera Iyer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Meera Iyer' })
    const counts = await within(dialog).findByRole('list', { name: 'Records of this user' })
    expect(counts).toHaveTextContent('1 Priest Bookings')
    expect(counts).toHaveTextContent('1 Temple Bookings')
    expect(counts).toHaveTextContent('3 Store Orders')
    expect(within(dialog).getByText('Ganesh Puja')).toBeInTheDocument()
    expect(within(dialog).getByText('Modak Naivedya Offering')).toBeInTheDocument()
    expect(within(dialog).getByText('SO1')).toBeInTheDocument()
    // Only 2 of the 3 store orders came with the details: say so.
    expect(within(dialog).getByText('The latest 2 of 3.')).toBeInTheDocument()
    const colour = (text: string) => within(dialog).getByText(text).className
    expect(colour('Completed')).toMatch(/green/)
    expect(colour('Confirmed')).toMatch(/blue/)
    expect(colour('Shipped')).toMatch(/blue/)
    expect(colour('Cancelled')).toMatch(/grey/)
    expect(colour('Payment: Failed')).toMatch(/red/)
    expect(colour('Payment: Pending')).toMatch(/yellow/)
  })

  it('says the API is down and retries', async () => {
    let down = true
    fakeApi(() => (down ? new Response('{}', { status: 503 }) : page([MEERA])))
    renderAdmin(<UsersPage />, { path: '/admin/users' })
    expect(await screen.findByText('Something went wrong on the server. Please try again in a moment.')).toBeInTheDocument()
    down = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Meera Iyer')).toBeInTheDocument()
  })

  it('sends an ended session to the login', async () => {
    fakeApi(() => new Response(JSON.stringify({ detail: 'Not signed in', code: 'not_authenticated' }), { status: 401 }))
    renderAdmin(<UsersPage />, { path: '/admin/users' })
    expect(await screen.findByText('login page')).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/login?next=%2Fadmin%2Fusers')
  })

  it('reloads when a booking is made elsewhere', async () => {
    installFakeWebSocket()
    let rows = [MEERA]
    fakeApi(() => page(rows))
    const stop = liveFeed.start()
    try {
      renderAdmin(<UsersPage />, { path: '/admin/users' })
      await screen.findByText('Meera Iyer')
      act(() => FakeSocket.last().ready())
      rows = [RAVI, MEERA]
      act(() => FakeSocket.last().send({ table: 'temple_bookings', type: 'INSERT', record: { id: 'TB9' } }))
      expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument()
    } finally {
      stop()
    }
  })

  it('keeps the loaded pages on a live change: the rows shown come again in one request', async () => {
    installFakeWebSocket()
    const everyone = Array.from({ length: 30 }, (_, n) => ({ ...RAVI, id: `9000000${String(n).padStart(3, '0')}`, name: `Devotee ${n + 1}` }))
    const api = fakeApi((params) => {
      // As the API pages: `limit` rows from the cursor (here, simply the next row's index).
      const start = Number(params.get('cursor') ?? 0)
      const end = start + Number(params.get('limit'))
      return page(everyone.slice(start, end), everyone.length, { nextCursor: end < everyone.length ? String(end) : null })
    })
    const stop = liveFeed.start()
    try {
      renderAdmin(<UsersPage />, { path: '/admin/users' })
      expect(await screen.findByText('Showing 25 of 30')).toBeInTheDocument()
      act(() => FakeSocket.last().ready())
      await userEvent.click(screen.getByRole('button', { name: 'Load More' }))
      expect(await screen.findByText('Showing 30 of 30')).toBeInTheDocument()
      everyone[0] = { ...everyone[0], name: 'Devotee One' }
      act(() => FakeSocket.last().send({ table: 'priest_bookings', type: 'UPDATE', record: { id: 'PB1' } }))
      expect(await screen.findByText('Devotee One')).toBeInTheDocument()
      expect(screen.getByText('Devotee 30')).toBeInTheDocument()
      expect(screen.getByText('Showing 30 of 30')).toBeInTheDocument()
      const reload = api.lists().at(-1)!
      expect([reload.get('cursor'), reload.get('limit')]).toEqual([null, '30'])
    } finally {
      stop()
    }
  })
})
