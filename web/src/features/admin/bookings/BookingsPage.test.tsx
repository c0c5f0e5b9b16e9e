/** Bookings Management: tabs with counts, stats, search and status filter sent to the server, status
 * changes, details, Edit Booking limited to the service's slots with the spec's messages, Load More, errors. */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, mockApi, renderAdmin, templeAdmin, type Call } from '../shell/testing'
import BookingsPage from './BookingsPage'
import { bodiesOf, page, priestBooking, queriesOf, stats, templeBooking } from './testing'

const PRIESTS = '/api/admin/priest-bookings'
const TEMPLES = '/api/admin/temple-bookings'

afterEach(() => vi.restoreAllMocks())

function standardApi(extra: Record<string, unknown> = {}) {
  return mockApi({
    [`GET ${PRIESTS}`]: page([priestBooking()], { stats: stats({ total: 7, pending: 3, confirmed: 2, revenue: 4598 }) }),
    [`GET ${TEMPLES}`]: page([templeBooking()], { stats: stats({ total: 4, pending: 1, confirmed: 3, revenue: 1002 }) }),
    ...extra,
  })
}

describe('BookingsPage', () => {
  it('shows both tabs with their counts and the priest tab stats', async () => {
    standardApi()
    renderAdmin(<BookingsPage />)
    const priestTab = await screen.findByRole('tab', { name: /Priest Bookings\s*7/ })
    expect(priestTab).toHaveAttribute('aria-selected', 'true')
    expect(await screen.findByRole('tab', { name: /Temple Bookings\s*4/ })).toBeInTheDocument()
    const cards = screen.getByRole('list', { name: 'Priest Bookings' })
    expect(within(cards).getByText('Total').parentElement?.parentElement).toHaveTextContent('7')
    expect(within(cards).getByText('Revenue').parentElement?.parentElement).toHaveTextContent('₹4,598')
    expect(screen.getByText('Asha Verma')).toBeInTheDocument()
    // Priest bookings have no edit API: no dead Edit button.
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument()
  })

  it('sends the search and the status filter to the server', async () => {
    const fetch = standardApi()
    const user = userEvent.setup()
    renderAdmin(<BookingsPage />)
    await screen.findByText('Asha Verma')
    await user.type(screen.getByRole('searchbox', { name: 'Search bookings' }), 'asha')
    await waitFor(() => expect(queriesOf(fetch, PRIESTS).at(-1)?.get('q')).toBe('asha'))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'completed')
    await waitFor(() => expect(queriesOf(fetch, PRIESTS).at(-1)?.get('status')).toBe('completed'))
    expect(queriesOf(fetch, TEMPLES).at(-1)?.get('status')).toBe('completed')
  })

  it('offers Clear Filters when a search finds nothing', async () => {
    const fetch = mockApi({
      [`GET ${PRIESTS}`]: page([]),
      [`GET ${TEMPLES}`]: page([]),
    })
    const user = userEvent.setup()
    renderAdmin(<BookingsPage />)
    expect(await screen.findByText('No bookings found')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument()
    await user.type(screen.getByRole('searchbox', { name: 'Search bookings' }), 'zzz')
    await user.click(await screen.findByRole('button', { name: 'Clear Filters' }))
    expect(screen.getByRole('searchbox', { name: 'Search bookings' })).toHaveValue('')
    await waitFor(() => expect(queriesOf(fetch, PRIESTS).at(-1)?.get('q')).toBeNull())
  })

  it('changes a priest booking status from the row dropdown and says so', async () => {
    const fetch = standardApi({ [`PATCH ${PRIESTS}/PB1001/status`]: priestBooking({ status: 'completed' }) })
    const user = userEvent.setup()
    renderAdmin(<BookingsPage />)
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status of booking PB1001' }), 'completed')
    expect(await screen.findByText('Booking PB1001 is now Completed.')).toBeInTheDocument()
    expect(bodiesOf(fetch, 'PATCH', `${PRIESTS}/PB1001/status`)).toEqual([{ status: 'completed' }])
  })

  it('offers only the statuses the server allows, and none for a final one', async () => {
    mockApi({
      [`GET ${PRIESTS}`]: page([
        priestBooking({ status: 'confirmed', paymentStatus: 'paid', nextStatuses: ['confirmed', 'completed', 'cancelled'] }),
        priestBooking({ id: 'PB1002', shortId: 'PB1002', status: 'cancelled', nextStatuses: ['cancelled'] }),
      ]),
      [`GET ${TEMPLES}`]: page([templeBooking()]),
    })
    renderAdmin(<BookingsPage />)
    const select = await screen.findByRole('combobox', { name: 'Status of booking PB1001' })
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Confirmed', 'Completed', 'Cancelled'])
    // A cancelled booking gave back its money and its priest: it is shown, not offered for change.
    expect(screen.queryByRole('combobox', { name: 'Status of booking PB1002' })).not.toBeInTheDocument()
  })

  it('shows the server refusing a status change instead of swallowing it', async () => {
    standardApi({ [`PATCH ${PRIESTS}/PB1001/status`]: new Response(JSON.stringify({ detail: 'Unknown Booking', code: 'unknown_priest_booking' }), { status: 404 }) })
    const user = userEvent.setup()
    renderAdmin(<BookingsPage />)
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status of booking PB1001' }), 'cancelled')
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown Booking')
  })

  it('opens the details with customer info, address, special requests, payment status and history', async () => {
    standardApi()
    const user = userEvent.setup()
    renderAdmin(<BookingsPage />)
    await user.click(await screen.findByRole('button', { name: 'View Details for booking PB1001' }))
    const dialog = await screen.findByRole('dialog', { name: 'Booking Details' })
    expect(within(dialog).getByText('12 MG Road, Pune')).toBeInTheDocument()
    expect(within(dialog).getByText('Please bring marigolds')).toBeInTheDocument()
    expect(within(dialog).getByText('asha@example.com')).toBeInTheDocument()
    expect(within(dialog).getByRole('heading', { name: 'Status History' })).toBeInTheDocument()
    expect(within(dialog).getByText('Not assigned yet')).toBeInTheDocument()
  })

  it('assigns a free priest from the details, and the row and details show the name', async () => {
    let assigned = false
    const fetch = standardApi({
      [`GET ${PRIESTS}`]: () => page([priestBooking(assigned ? { priestId: 'priest-alok', priestAssigned: 'Acharya Alok Mishra' } : {})]),
      [`GET ${PRIESTS}/PB1001/priests`]: {
        priests: [{ id: 'priest-alok', name: 'Acharya Alok Mishra', photo: null, languages: ['Hindi', 'Sanskrit'], experience: 12, city: 'Varanasi', bio: '', online: true, verifiedAt: null, pujasPerformed: 22, completedBookings: 0, distanceKm: 4.5 }],
        located: true,
      },
      [`PUT ${PRIESTS}/PB1001/priest`]: () => {
        assigned = true
        return priestBooking({ priestId: 'priest-alok', priestAssigned: 'Acharya Alok Mishra' })
      },
    })
    const user = userEvent.setup()
    renderAdmin(<BookingsPage />)
    await user.click(await screen.findByRole('button', { name: 'View Details for booking PB1001' }))
    const dialog = await screen.findByRole('dialog', { name: 'Booking Details' })
    const choose = await within(dialog).findByRole('combobox', { name: 'Choose a priest' })
    expect(within(choose).getByRole('option', { name: 'Acharya Alok Mishra, Varanasi, 4.5 km (Hindi, Sanskrit)' })).toBeInTheDocument()
    await user.selectOptions(choose, 'priest-alok')
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }))
    expect(await within(dialog).findByText('Acharya Alok Mishra is now assigned; the devotee is told.')).toBeInTheDocument()
    expect(within(dialog).getAllByText('Acharya Alok Mishra').length).toBeGreaterThan(0)
    expect(bodiesOf(fetch, 'PUT', `${PRIESTS}/PB1001/priest`)).toEqual([{ priestId: 'priest-alok' }])
  })

  it('edits a temple booking with only the service time slots and the spec messages at the fields', async () => {
    const fetch = standardApi({
      'GET /api/admin/temples/tmp-1': { services: [{ id: 'svc-aarti', name: 'Ganga Aarti', timeSlots: ['9:00 AM', '6:00 PM'], isActive: true }] },
      [`PATCH ${TEMPLES}/TB2001`]: templeBooking({ selectedTime: '6:00 PM' }),
    })
    const user = userEvent.setup()
    renderAdmin(<BookingsPage />)
    await user.click(await screen.findByRole('tab', { name: /Temple Bookings/ }))
    await user.click(await screen.findByRole('button', { name: 'Edit for booking TB2001' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Booking' })
    const time = within(dialog).getByRole('combobox', { name: /Time/ })
    await waitFor(() => expect(within(time).getAllByRole('option').map((option) => option.textContent)).toEqual(['9:00 AM', '6:00 PM']))

    await user.clear(within(dialog).getByRole('textbox', { name: /Customer Name/ }))
    await user.clear(within(dialog).getByRole('textbox', { name: /Phone/ }))
    await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '12345')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(within(dialog).getByText('Please fill all required fields')).toBeInTheDocument()
    expect(within(dialog).getByText('Phone number must be 10 digits')).toBeInTheDocument()
    expect(bodiesOf(fetch, 'PATCH', `${TEMPLES}/TB2001`)).toEqual([])

    await user.type(within(dialog).getByRole('textbox', { name: /Customer Name/ }), 'Ravi Kumar')
    await user.clear(within(dialog).getByRole('textbox', { name: /Phone/ }))
    await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '9123456780')
    await user.selectOptions(time, '6:00 PM')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Booking updated successfully!')).toBeInTheDocument()
    // Only what changed is sent.
    expect(bodiesOf(fetch, 'PATCH', `${TEMPLES}/TB2001`)).toEqual([{ selectedTime: '6:00 PM' }])
  })

  it('shows the server field message at the field', async () => {
    standardApi({
      'GET /api/admin/temples/tmp-1': { services: [{ id: 'svc-aarti', name: 'Ganga Aarti', timeSlots: ['9:00 AM'], isActive: true }] },
      [`PATCH ${TEMPLES}/TB2001`]: new Response(JSON.stringify({ detail: 'Invalid', code: 'validation', errors: [{ field: 'customerEmail', message: 'Invalid email format' }] }), { status: 422 }),
    })
    const user = userEvent.setup()
    renderAdmin(<BookingsPage />)
    await user.click(await screen.findByRole('tab', { name: /Temple Bookings/ }))
    await user.click(await screen.findByRole('button', { name: 'Edit for booking TB2001' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Booking' })
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    const email = within(dialog).getByRole('textbox', { name: /Email/ })
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid email format'))
  })

  it('appends the next page by its cursor on Load More', async () => {
    const api = fakeApi({
      [`GET ${PRIESTS}`]: (call: Call) =>
        call.query.get('cursor') === 'after-PB1001'
          ? page([priestBooking({ id: 'PB1000', customerName: 'Gopal Rao' })], { total: 2 })
          : page([priestBooking()], { total: 2, nextCursor: 'after-PB1001' }),
      [`GET ${TEMPLES}`]: page([templeBooking()]),
    })
    const user = userEvent.setup()
    renderAdmin(<BookingsPage />)
    expect(await screen.findByText('Showing 1 of 2')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Load More' }))
    expect(await screen.findByText('Gopal Rao')).toBeInTheDocument()
    expect(screen.getByText('Asha Verma')).toBeInTheDocument()
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument()
    const asked = api.callsTo(`GET ${PRIESTS}`).map((call) => [call.query.get('cursor'), call.query.get('limit')])
    expect(asked).toEqual([
      [null, '20'],
      ['after-PB1001', '20'],
    ])
  })

  it('says 100+ when a search stopped counting, and a new search starts again from the first page', async () => {
    const api = fakeApi({
      [`GET ${PRIESTS}`]: (call: Call) =>
        call.query.get('cursor') ? page([priestBooking({ id: 'PB1000', customerName: 'Asha Rao' })], { total: 100, totalExact: false }) : page([priestBooking()], { total: 100, totalExact: false, nextCursor: 'next' }),
      [`GET ${TEMPLES}`]: page([templeBooking()]),
    })
    const user = userEvent.setup()
    renderAdmin(<BookingsPage />)
    expect(await screen.findByText('Showing 1 of 100+')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Load More' }))
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument()
    await user.type(screen.getByRole('searchbox', { name: 'Search bookings' }), 'asha')
    await waitFor(() => expect(api.callsTo(`GET ${PRIESTS}`).at(-1)?.query.get('q')).toBe('asha'))
    expect(api.callsTo(`GET ${PRIESTS}`).at(-1)?.query.get('cursor')).toBeNull()
    await waitFor(() => expect(screen.queryByText('Asha Rao')).not.toBeInTheDocument())
  })

  it('says when the server cannot be reached and loads again on retry', async () => {
    let down = true
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname
      if (path === TEMPLES) return json(page([]))
      if (down) throw new TypeError('Failed to fetch')
      return json(page([priestBooking()]))
    })
    const user = userEvent.setup()
    renderAdmin(<BookingsPage />)
    expect(await screen.findByText(/could not reach the server/)).toBeInTheDocument()
    down = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Asha Verma')).toBeInTheDocument()
  })

  it('sends a temple admin to the temple dashboard', async () => {
    standardApi()
    renderAdmin(<BookingsPage />, { user: templeAdmin, path: '/admin/bookings' })
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/temple-dashboard'))
  })
})
