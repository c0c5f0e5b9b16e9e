/** The dashboard: stats, recent lists, Refresh (Refreshing...), live reloads, and the API being down. */
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { liveFeed } from '../shell/live'
import { FakeSocket, installFakeWebSocket, mockApi, renderAdmin } from '../shell/testing'
import type { Dashboard } from './api'
import DashboardPage from './DashboardPage'

const dashboard = (over: Partial<Dashboard> = {}): Dashboard => ({
  stats: {
    totalBookings: 12,
    activeTemples: 3,
    storeProducts: 9,
    storeOrders: 4,
    revenue: { collected: 18_550, earned: 15_500 },
    bookingsRevenue: { collected: 14_050, earned: 11_000 },
    storeRevenue: { collected: 4_500, earned: 4_500 },
  },
  recentBookings: [{ id: 'pb-1', serviceName: 'Satyanarayan Puja', customerName: 'Asha Rao', price: 2100, status: 'confirmed' }],
  recentOrders: [{ id: 'SO1795174322331VS93GRD2NA', shortId: 'SO-93GRD2NA', customerName: 'Vikram Singh', total: 899, orderStatus: 'shipped' }],
  database: 'sqlite',
  ...over,
})

beforeEach(() => installFakeWebSocket())
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('DashboardPage', () => {
  it('shows the four counts, revenue as money collected and money earned, the seven quick actions and the recent lists', async () => {
    mockApi({ 'GET /api/admin/dashboard': dashboard() })
    renderAdmin(<DashboardPage />)
    const stats = await screen.findByRole('list', { name: 'Statistics' })
    expect(within(stats).getByText('Total Bookings').parentElement?.parentElement).toHaveTextContent('12')
    expect(within(stats).getByText('Active Temples').parentElement?.parentElement).toHaveTextContent('3')
    expect(within(stats).getByText('Store Products').parentElement?.parentElement).toHaveTextContent('9')
    expect(within(stats).getByText('Store Orders').parentElement?.parentElement).toHaveTextContent('4')
    const revenue = screen.getByRole('list', { name: 'Revenue' })
    const card = (label: string) => within(revenue).getByText(label).parentElement?.parentElement
    expect(card('Money collected')).toHaveTextContent('₹18,550Received, minus refundsBookings ₹14,050 + store ₹4,500')
    expect(card('Money earned')).toHaveTextContent('₹15,500Of completed bookings and delivered ordersBookings ₹11,000 + store ₹4,500')

    const actions = screen.getByRole('region', { name: 'Quick Actions' })
    expect(within(actions).getAllByRole('link').map((link) => [link.querySelector('span')?.textContent, link.getAttribute('href')])).toEqual([
      ['Priest Bookings', '/admin/bookings'],
      ['Manage Priests', '/admin/priests'],
      ['Pooja Services', '/admin/services'],
      ['Manage Temples', '/admin/temples'],
      ['Spiritual Store', '/admin/store'],
      ['AI Configuration', '/admin/ai-config'],
      ['Users & Admins', '/admin/users'],
    ])

    const section = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement
    const bookings = section('Recent Bookings')
    expect(within(bookings).getByRole('row', { name: /Satyanarayan Puja Asha Rao ₹2,100 Confirmed/ })).toBeInTheDocument()
    expect(within(bookings).getByRole('link', { name: 'View all bookings' })).toHaveAttribute('href', '/admin/bookings')
    const orders = section('Recent Store Orders')
    expect(within(orders).getByRole('row', { name: /SO-93GRD2NA Vikram Singh ₹899 Shipped/ })).toBeInTheDocument()
    expect(within(orders).getByRole('link', { name: 'View all store orders' })).toHaveTextContent('View All')
    expect(within(orders).getByRole('link', { name: 'View all store orders' })).toHaveAttribute('href', '/admin/store/orders')
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/admin/settings')
  })

  it('says when there are no bookings or orders yet', async () => {
    mockApi({ 'GET /api/admin/dashboard': dashboard({ recentBookings: [], recentOrders: [] }) })
    renderAdmin(<DashboardPage />)
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument()
    expect(screen.getByText('No store orders yet')).toBeInTheDocument()
  })

  it('shows Refreshing... while Refresh reloads, then the new numbers', async () => {
    let answer: (value: Response) => void = () => {}
    const fetch = mockApi({ 'GET /api/admin/dashboard': dashboard() })
    renderAdmin(<DashboardPage />)
    await screen.findByText('Satyanarayan Puja')
    fetch.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)))
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(screen.getByRole('button', { name: 'Refreshing...' })).toBeDisabled()
    const next = dashboard()
    next.stats.totalBookings = 13
    await act(async () => answer(new Response(JSON.stringify(next), { status: 200 })))
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeEnabled()
    expect(screen.getByText('Total Bookings').parentElement?.parentElement).toHaveTextContent('13')
  })

  it('reloads by itself when a booking arrives on the live feed, and not for unrelated tables', async () => {
    const stop = liveFeed.start()
    const fetch = mockApi({ 'GET /api/admin/dashboard': dashboard() })
    renderAdmin(<DashboardPage />)
    await screen.findByText('Satyanarayan Puja')
    act(() => FakeSocket.last().ready('sqlite'))
    fetch.mockImplementation(async () => new Response(JSON.stringify(dashboard({ recentBookings: [{ id: 'pb-2', serviceName: 'Ganesh Puja', customerName: 'Live Devotee', price: 1100, status: 'pending' }] })), { status: 200 }))
    act(() => FakeSocket.last().send({ table: 'ai_services', type: 'UPDATE', record: {} }))
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(screen.queryByText('Live Devotee')).not.toBeInTheDocument()
    act(() => FakeSocket.last().send({ table: 'priest_bookings', type: 'INSERT', record: { id: 'pb-2' } }))
    expect(await screen.findByText('Live Devotee')).toBeInTheDocument()
    stop()
  })

  it('shows a clear error and a retry when the API is down', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    renderAdmin(<DashboardPage />)
    expect(await screen.findByText(/could not reach the server/)).toBeInTheDocument()
    fetch.mockResolvedValue(new Response(JSON.stringify(dashboard()), { status: 200 }))
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Satyanarayan Puja')).toBeInTheDocument()
  })
})
