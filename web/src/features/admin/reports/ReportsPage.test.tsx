/** Reports as an admin sees them: the range in the address, money collected and money earned, the
 * chart of either by day, week or month with its figures as a table, the tables with their CSV
 * links, and a temple admin's own report. */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, renderAdmin, templeAdmin } from '../shell/testing'
import type { Report } from './api'
import ReportsPage from './ReportsPage'

const figure = (priest = 0, temple = 0, store = 0) => ({ priest, temple, store, total: priest + temple + store })
// Collected as given; earned is what of it came from done records (here: the store's and half the priests').
const point = (period: string, priest = 0, temple = 0, store = 0) => ({ period, collected: figure(priest, temple, store), earned: figure(priest / 2, 0, store) })
const money = (collected: number, earned: number) => ({ collected, earned })

function report(patch: Partial<Report> = {}): Report {
  return {
    from: '2026-11-01',
    to: '2026-11-03',
    templeId: null,
    revenue: {
      total: money(9000, 5500),
      day: [point('2026-11-01', 2000, 1000), point('2026-11-02'), point('2026-11-03', 3000, 0, 3000)],
      week: [point('2026-10-26', 2000, 1000), point('2026-11-02', 3000, 0, 3000)],
      month: [point('2026-11', 5000, 1000, 3000)],
    },
    pujas: [{ id: 'ganesh-puja', name: 'Ganesh Puja', bookings: 4, revenue: money(5000, 2500) }],
    temples: [{ id: 'temple-kashi', name: 'Kashi Vishwanath', bookings: 2, revenue: money(1000, 0) }],
    services: null,
    products: [{ id: 'prod-1', name: 'Rudraksha Mala', units: 3, amount: 3000 }],
    priests: [{ id: 'priest-alok', name: 'Acharya Alok Mishra', bookings: 3, completed: 1 }],
    ...patch,
  }
}

afterEach(() => vi.restoreAllMocks())

describe('Reports', () => {
  it('shows both figures, draws money collected by day, then by week, then money earned, with the figures as a table and the tables with CSV links', async () => {
    const api = fakeApi({ 'GET /api/admin/reports': report() })
    const user = userEvent.setup()
    const { router } = renderAdmin(<ReportsPage />, { path: '/admin/reports?from=2026-11-01&to=2026-11-03' })
    expect(await screen.findByRole('heading', { name: 'Revenue' })).toBeInTheDocument()
    expect(api.callsTo('GET /api/admin/reports')[0].query.get('from')).toBe('2026-11-01')
    const totals = screen.getByRole('list', { name: 'Revenue' })
    expect(within(totals).getByText('Money collected').parentElement?.parentElement).toHaveTextContent('₹9,000Received, minus refunds')
    expect(within(totals).getByText('Money earned').parentElement?.parentElement).toHaveTextContent('₹5,500Of completed bookings and delivered orders')
    const chart = screen.getByRole('img', { name: /Money collected by day from 2026-11-01 to 2026-11-03: ₹9,000 in all/ })
    expect(chart.querySelectorAll('rect')).toHaveLength(4) // three parts on day 1 and 3, none on day 2
    await user.click(screen.getByRole('tab', { name: 'Week' }))
    expect(router.state.location.search).toContain('by=week')
    expect(screen.getByRole('img', { name: /Money collected by week/ })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Money earned' }))
    expect(router.state.location.search).toContain('figure=earned')
    expect(screen.getByRole('button', { name: 'Money earned' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('img', { name: /Money earned by week from 2026-10-26 to 2026-11-02: ₹5,500 in all/ })).toBeInTheDocument()
    await user.click(screen.getByText('Show the figures as a table'))
    expect(screen.getAllByRole('rowheader', { name: /week of/ })).toHaveLength(2)

    const pujas = screen.getByRole('region', { name: 'Bookings by puja' })
    expect(within(pujas).getByRole('row', { name: /Ganesh Puja 4 ₹5,000 ₹2,500/ })).toBeInTheDocument()
    expect(within(pujas).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Bookings', 'Money collected', 'Money earned', 'Bookings by puja'])
    expect(within(pujas).getByRole('link', { name: 'Download Bookings by puja as CSV' })).toHaveAttribute('href', '/api/admin/reports/pujas.csv?from=2026-11-01&to=2026-11-03')
    expect(screen.getByRole('region', { name: 'Top products' })).toHaveTextContent('Rudraksha Mala')
    expect(screen.getByRole('region', { name: "Priests' bookings" })).toHaveTextContent('Acharya Alok Mishra')
    expect(screen.getByRole('link', { name: 'Download every booking of these dates as CSV' })).toHaveAttribute('href', '/api/admin/reports/bookings.csv?from=2026-11-01&to=2026-11-03')
  })

  it('asks again when the range changes, keeping it in the address', async () => {
    const api = fakeApi({ 'GET /api/admin/reports': report() })
    const user = userEvent.setup()
    const { router } = renderAdmin(<ReportsPage />, { path: '/admin/reports' })
    await screen.findByRole('heading', { name: 'Revenue' })
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }))
    await waitFor(() => expect(api.callsTo('GET /api/admin/reports').length).toBe(2))
    expect(router.state.location.search).toMatch(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/)
  })

  it("shows a temple admin their temple's revenue and services only", async () => {
    fakeApi({
      'GET /api/admin/reports': report({
        templeId: 'temple-kashi',
        pujas: null,
        products: null,
        priests: null,
        services: [{ id: 'svc-1', name: 'Rudrabhishek', bookings: 2, revenue: money(1000, 0) }],
      }),
    })
    renderAdmin(<ReportsPage />, { user: templeAdmin, path: '/admin/reports' })
    expect(await screen.findByRole('region', { name: 'Bookings by service' })).toHaveTextContent('Rudrabhishek')
    expect(screen.queryByRole('region', { name: 'Bookings by puja' })).not.toBeInTheDocument()
    expect(screen.getByText("Your temple's revenue and bookings over the dates you choose.")).toBeInTheDocument()
  })

  it('says what the server refused', async () => {
    fakeApi({ 'GET /api/admin/reports': new Response(JSON.stringify({ detail: 'A report covers at most 1098 days', code: 'range_too_long' }), { status: 422 }) })
    renderAdmin(<ReportsPage />, { path: '/admin/reports?from=2020-01-01' })
    expect(await screen.findByRole('alert')).toHaveTextContent('A report covers at most 1098 days')
  })
})
