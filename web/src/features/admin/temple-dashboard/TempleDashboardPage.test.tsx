/** Temple Admin Dashboard: the temple, stats, services and bookings; actions only with manageBookings;
 * quick approve, collect payment (cash, link, failure), Edit Booking limited to slots, Load More, logout, live reload. */
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { liveFeed } from '../shell/live'
import { FakeSocket, installFakeWebSocket, mockApi, renderAdmin, superAdmin, templeAdmin } from '../shell/testing'
import { bodiesOf, page, queriesOf, templeBooking } from '../bookings/testing'
import type { TempleDashboard } from './api'
import TempleDashboardPage from './TempleDashboardPage'

const DASHBOARD = '/api/admin/temple-dashboard'
const BOOKINGS = '/api/admin/temple-bookings'

function dashboard(overrides: Partial<TempleDashboard> = {}): TempleDashboard {
  return {
    temple: { id: 'tmp-1', name: 'Kashi Vishwanath', address: 'Lahori Tola, Varanasi', description: 'A Jyotirlinga on the Ganga.', photos: [] },
    stats: { totalBookings: 12, pending: 4, confirmed: 6, todaysBookings: 2, revenue: { collected: 3504, earned: 3003 } },
    services: [{ id: 'svc-aarti', name: 'Ganga Aarti', description: 'Evening aarti', price: 501, duration: '1 hour', timeSlots: ['9:00 AM', '6:00 PM'], isActive: true }],
    recentBookings: [templeBooking()],
    ...overrides,
  }
}

const pending = templeBooking()
const paid = templeBooking({ id: 'TB2002', customerName: 'Meera Iyer', status: 'confirmed', paymentStatus: 'paid' })

function api(extra: Record<string, unknown> = {}) {
  return mockApi({ [`GET ${DASHBOARD}`]: dashboard(), [`GET ${BOOKINGS}`]: page([pending, paid]), ...extra })
}

afterEach(() => vi.restoreAllMocks())

describe('TempleDashboardPage', () => {
  it('shows the loading text, then the temple, its five stats, services and bookings', async () => {
    api()
    renderAdmin(<TempleDashboardPage />, { user: templeAdmin })
    expect(screen.getByText('Loading Temple Data...')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: 'Kashi Vishwanath' })).toBeInTheDocument()
    expect(screen.getByText('Temple Administrator')).toBeInTheDocument()
    expect(screen.getByText('Signed in as kashi-admin')).toBeInTheDocument()
    expect(screen.getByText('Lahori Tola, Varanasi')).toBeInTheDocument()
    const stats = screen.getByRole('list', { name: 'Temple statistics' })
    for (const label of ['Total Bookings', 'Pending', 'Confirmed', "Today's Bookings"]) expect(within(stats).getByText(label)).toBeInTheDocument()
    const revenue = screen.getByRole('list', { name: 'Revenue' })
    for (const label of ['Money collected', 'Money earned']) expect(within(revenue).getByText(label)).toBeInTheDocument()
    expect(within(revenue).getByText('₹3,504')).toBeInTheDocument()
    expect(within(revenue).getByText('₹3,003')).toBeInTheDocument()
    const services = screen.getByRole('region', { name: 'Temple Services' })
    expect(within(services).getByText('Ganga Aarti')).toBeInTheDocument()
    expect(within(services).getByText('Active')).toBeInTheDocument()
    const table = await screen.findByRole('table')
    expect(within(table).getByText('Pending Payment')).toBeInTheDocument()
    expect(within(table).getByText('Paid')).toBeInTheDocument()
  })

  it('says No services available and No bookings yet when the temple has none', async () => {
    mockApi({ [`GET ${DASHBOARD}`]: dashboard({ services: [], recentBookings: [] }), [`GET ${BOOKINGS}`]: page([]) })
    renderAdmin(<TempleDashboardPage />, { user: templeAdmin })
    expect(await screen.findByText('No services available')).toBeInTheDocument()
    expect(screen.getAllByText('No bookings yet')).toHaveLength(2)
  })

  it('without manageBookings shows status read-only and only View Details', async () => {
    api()
    const viewer = { ...templeAdmin, permissions: { ...templeAdmin.permissions, manageBookings: false } }
    renderAdmin(<TempleDashboardPage />, { user: viewer })
    const table = await screen.findByRole('table')
    expect(within(table).getAllByRole('button', { name: /^View Details/ })).toHaveLength(2)
    expect(within(table).queryByRole('button', { name: /^(Edit|Collect Payment|Quick Approve)/ })).not.toBeInTheDocument()
    expect(within(table).queryByRole('combobox')).not.toBeInTheDocument()
    expect(screen.getByText(/Changing them needs the Manage bookings permission/)).toBeInTheDocument()
  })

  it('with manageBookings offers edit, collect payment for unpaid and quick approve for unconfirmed bookings', async () => {
    api()
    renderAdmin(<TempleDashboardPage />, { user: templeAdmin })
    await screen.findByRole('table')
    expect(screen.getByRole('button', { name: 'Collect Payment for booking TB2001' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Quick Approve for booking TB2001' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Collect Payment for booking TB2002' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Quick Approve for booking TB2002' })).not.toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Status of booking TB2002' })).toHaveValue('confirmed')
  })

  it('offers neither approve nor collect on a cancelled booking, whose status is final', async () => {
    const cancelled = templeBooking({ id: 'TB2003', status: 'cancelled', nextStatuses: ['cancelled'] })
    api({ [`GET ${BOOKINGS}`]: page([pending, cancelled]) })
    renderAdmin(<TempleDashboardPage />, { user: templeAdmin })
    await screen.findByRole('table')
    expect(screen.getByRole('button', { name: 'Quick Approve for booking TB2001' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Quick Approve for booking TB2003' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Collect Payment for booking TB2003' })).not.toBeInTheDocument()
    expect(screen.queryByRole('combobox', { name: 'Status of booking TB2003' })).not.toBeInTheDocument()
  })

  it('quick approves a booking', async () => {
    const fetch = api({ [`POST ${BOOKINGS}/TB2001/approve`]: templeBooking({ status: 'confirmed' }) })
    const user = userEvent.setup()
    renderAdmin(<TempleDashboardPage />, { user: templeAdmin })
    await user.click(await screen.findByRole('button', { name: 'Quick Approve for booking TB2001' }))
    expect(await screen.findByText('Booking TB2001 approved.')).toBeInTheDocument()
    expect(bodiesOf(fetch, 'POST', `${BOOKINGS}/TB2001/approve`)).toHaveLength(1)
  })

  it('collects cash at the counter and shows the transaction id', async () => {
    const fetch = api({
      [`POST ${BOOKINGS}/TB2001/collect-payment`]: { success: true, transactionId: 'CASH_123', message: 'Payment collected successfully! Transaction ID: CASH_123', booking: templeBooking({ paymentStatus: 'paid', status: 'confirmed' }), paymentUrl: null },
    })
    const user = userEvent.setup()
    renderAdmin(<TempleDashboardPage />, { user: templeAdmin })
    await user.click(await screen.findByRole('button', { name: 'Collect Payment for booking TB2001' }))
    const dialog = await screen.findByRole('dialog', { name: 'Collect Payment' })
    expect(within(dialog).getByText('₹501')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Record Cash Payment' }))
    expect(await within(dialog).findByText('Payment collected successfully! Transaction ID: CASH_123')).toBeInTheDocument()
    expect(bodiesOf(fetch, 'POST', `${BOOKINGS}/TB2001/collect-payment`)).toEqual([{ method: 'cash' }])
  })

  it('creates a payment link with Copy and Open', async () => {
    api({
      [`POST ${BOOKINGS}/TB2001/collect-payment`]: { success: true, transactionId: 'TXN_9', message: 'Payment link ready. Transaction ID: TXN_9', booking: null, paymentUrl: 'http://pay.example/TXN_9' },
    })
    const user = userEvent.setup()
    renderAdmin(<TempleDashboardPage />, { user: templeAdmin })
    await user.click(await screen.findByRole('button', { name: 'Collect Payment for booking TB2001' }))
    const dialog = await screen.findByRole('dialog', { name: 'Collect Payment' })
    await user.click(within(dialog).getByRole('radio', { name: /Payment link/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Create Payment Link' }))
    expect(await within(dialog).findByRole('textbox', { name: 'Payment link' })).toHaveValue('http://pay.example/TXN_9')
    expect(within(dialog).getByRole('link', { name: 'Open' })).toHaveAttribute('href', 'http://pay.example/TXN_9')
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }))
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe('http://pay.example/TXN_9')
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument()
  })

  it('says Payment failed with the reason', async () => {
    api({ [`POST ${BOOKINGS}/TB2001/collect-payment`]: new Response(JSON.stringify({ detail: 'This booking is already paid', code: 'already_paid' }), { status: 409 }) })
    const user = userEvent.setup()
    renderAdmin(<TempleDashboardPage />, { user: templeAdmin })
    await user.click(await screen.findByRole('button', { name: 'Collect Payment for booking TB2001' }))
    const dialog = await screen.findByRole('dialog', { name: 'Collect Payment' })
    await user.click(within(dialog).getByRole('button', { name: 'Record Cash Payment' }))
    expect(await within(dialog).findByText('Payment failed: This booking is already paid')).toBeInTheDocument()
  })

  it('edits a booking choosing only among the service time slots', async () => {
    const fetch = api({ [`PATCH ${BOOKINGS}/TB2001`]: templeBooking({ selectedTime: '6:00 PM' }) })
    const user = userEvent.setup()
    renderAdmin(<TempleDashboardPage />, { user: templeAdmin })
    await user.click(await screen.findByRole('button', { name: 'Edit for booking TB2001' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Booking' })
    const time = within(dialog).getByRole('combobox', { name: /Time/ })
    expect(within(time).getAllByRole('option').map((option) => option.textContent)).toEqual(['9:00 AM', '6:00 PM'])
    await user.selectOptions(time, '6:00 PM')
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'not-an-email')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(within(dialog).getByText('Invalid email format')).toBeInTheDocument()
    await user.clear(within(dialog).getByRole('textbox', { name: /Email/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Booking updated successfully!')).toBeInTheDocument()
    expect(bodiesOf(fetch, 'PATCH', `${BOOKINGS}/TB2001`)).toEqual([{ selectedTime: '6:00 PM' }])
  })

  it('keeps what was typed in Edit Booking when the session ends, for after the login', async () => {
    api({ [`PATCH ${BOOKINGS}/TB2001`]: new Response(JSON.stringify({ detail: 'Not signed in', code: 'not_signed_in' }), { status: 401 }) })
    const user = userEvent.setup()
    renderAdmin(<TempleDashboardPage />, { user: templeAdmin, path: '/admin/temple-dashboard' })
    await user.click(await screen.findByRole('button', { name: 'Edit for booking TB2001' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Booking' })
    await user.type(within(dialog).getByRole('textbox', { name: /Special Requests/ }), 'Front row please')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/login?next=%2Fadmin%2Ftemple-dashboard'))
    expect(localStorage.getItem('punya.draft.admin-booking-edit.TB2001')).toContain('Front row please')
  })

  it('logs out through the session', async () => {
    api()
    const user = userEvent.setup()
    const { signOut } = renderAdmin(<TempleDashboardPage />, { user: templeAdmin })
    await user.click(await screen.findByRole('button', { name: 'Logout' }))
    expect(signOut).toHaveBeenCalled()
  })

  it('shows an error with a retry when the dashboard cannot load', async () => {
    let fail = true
    mockApi({
      [`GET ${DASHBOARD}`]: () => (fail ? new Response(JSON.stringify({ detail: 'boom' }), { status: 500 }) : dashboard()),
      [`GET ${BOOKINGS}`]: page([]),
    })
    const user = userEvent.setup()
    renderAdmin(<TempleDashboardPage />, { user: templeAdmin })
    expect(await screen.findByText(/Something went wrong on the server/)).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Kashi Vishwanath' })).toBeInTheDocument()
  })

  it("loads more of the temple's bookings by cursor, still for that temple", async () => {
    const fetch = mockApi({
      [`GET ${DASHBOARD}`]: dashboard(),
      [`GET ${BOOKINGS}`]: () => (queriesOf(fetch, BOOKINGS).at(-1)?.get('cursor') ? page([paid], { total: 2 }) : page([pending], { total: 2, nextCursor: 'after-TB2001' })),
    })
    renderAdmin(<TempleDashboardPage />, { user: superAdmin, path: '/admin/temple-dashboard?templeId=tmp-1' })
    expect(await screen.findByText('Showing 1 of 2')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }))
    expect(await screen.findByText('Meera Iyer')).toBeInTheDocument()
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument()
    const next = queriesOf(fetch, BOOKINGS).at(-1)!
    expect([next.get('cursor'), next.get('templeId')]).toEqual(['after-TB2001', 'tmp-1'])
  })

  it('asks a super admin for the temple and sends it as templeId', async () => {
    const fetch = api({ 'GET /api/admin/temples': { items: [{ id: 'tmp-1', name: 'Kashi Vishwanath', isActive: true }], total: 1 } })
    renderAdmin(<TempleDashboardPage />, { user: superAdmin, path: '/admin/temple-dashboard?templeId=tmp-1' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Kashi Vishwanath' })).toBeInTheDocument()
    expect(queriesOf(fetch, DASHBOARD)[0].get('templeId')).toBe('tmp-1')
    expect(queriesOf(fetch, BOOKINGS)[0].get('templeId')).toBe('tmp-1')
    // The picker is drawn before the temple list arrives; its value holds once the options do.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Temple' })).toHaveValue('tmp-1'))
  })

  describe('live', () => {
    let stop: () => void = () => {}
    beforeEach(() => {
      installFakeWebSocket()
      stop = liveFeed.start()
    })
    afterEach(() => {
      stop()
      vi.unstubAllGlobals()
    })

    it('reloads when a booking of the temple changes', async () => {
      let rows = [pending]
      const fetch = mockApi({ [`GET ${DASHBOARD}`]: () => dashboard(), [`GET ${BOOKINGS}`]: () => page(rows) })
      renderAdmin(<TempleDashboardPage />, { user: templeAdmin })
      await screen.findByRole('table')
      expect(screen.queryByText('Meera Iyer')).not.toBeInTheDocument()
      rows = [paid, pending]
      act(() => {
        FakeSocket.last().ready()
        FakeSocket.last().send({ table: 'temple_bookings', type: 'INSERT', record: { id: 'TB2002' } })
      })
      expect(await screen.findByText('Meera Iyer')).toBeInTheDocument()
      expect(queriesOf(fetch, DASHBOARD).length).toBeGreaterThan(1)
    })
  })
})
