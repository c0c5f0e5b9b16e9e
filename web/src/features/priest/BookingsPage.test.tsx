/** The bookings screen: today's first, then the days ahead; a session that ended goes to the sign-in. */
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import BookingsPage from './BookingsPage'
import { fakeApi, renderSignedIn, visit } from './testing'

afterEach(() => vi.restoreAllMocks())

describe('priest BookingsPage', () => {
  it('lists today’s pujas apart from the days ahead', async () => {
    const today = visit({ bookingId: 'PB-today', shortId: 'PB-TODAY', puja: 'Satyanarayan Katha', selectedDate: '2026-11-22' })
    const later = visit({ bookingId: 'PB-later', shortId: 'PB-LATER', puja: 'Ganesh Puja', selectedDate: '2026-11-25' })
    fakeApi({ 'GET /api/priest/bookings': () => ({ body: { today: '2026-11-22', visits: [today, later] } }) })
    renderSignedIn(<BookingsPage />)
    expect(screen.getByRole('heading', { name: 'Namaste, Pandit Ramesh Shastri' })).toBeInTheDocument()
    const todays = await screen.findByRole('region', { name: /^Today/ })
    expect(within(todays).getByRole('article', { name: 'Satyanarayan Katha' })).toBeInTheDocument()
    const upcoming = screen.getByRole('region', { name: 'Upcoming' })
    expect(within(upcoming).getByRole('article', { name: 'Ganesh Puja' })).toBeInTheDocument()
  })

  it('says when there is nothing yet', async () => {
    fakeApi({ 'GET /api/priest/bookings': () => ({ body: { today: '2026-11-22', visits: [] } }) })
    renderSignedIn(<BookingsPage />)
    expect(await screen.findByText('No pujas today.')).toBeInTheDocument()
    expect(screen.getByText(/No upcoming bookings yet/)).toBeInTheDocument()
  })

  it('an ended session goes back to the sign-in', async () => {
    fakeApi({ 'GET /api/priest/bookings': () => ({ status: 401, body: { detail: 'Your session has ended.', code: 'session_expired' } }) })
    const ended = vi.fn()
    renderSignedIn(<BookingsPage />, 'en', ended)
    await vi.waitFor(() => expect(ended).toHaveBeenCalled())
  })
})
