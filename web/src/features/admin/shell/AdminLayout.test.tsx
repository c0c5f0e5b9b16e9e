/** The guard and layout: who gets in where, the menu per role, the connection indicator and sign out. */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import DashboardPage from '../dashboard/DashboardPage'
import AdminLayout from './AdminLayout'
import SettingsPage from './SettingsPage'
import type { AdminUser } from './api'
import { FakeSocket, installFakeWebSocket, mockApi, superAdmin, templeAdmin } from './testing'

function Where() {
  const location = useLocation()
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>
}

const page = (name: string) => ({ element: <><h1>{name}</h1><Where /></> })

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/login', ...page('login page') },
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [
          { index: true, ...page('main dashboard') },
          { path: 'dashboard', ...page('main dashboard') },
          { path: 'temple-dashboard', ...page('temple dashboard') },
          { path: 'bookings', ...page('bookings') },
          { path: 'store/orders', ...page('store orders') },
          { path: 'settings', ...page('settings') },
        ],
      },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const me = (user: AdminUser) => ({ 'GET /api/auth/me': { user } })
const nobody = { 'GET /api/auth/me': () => new Response(JSON.stringify({ detail: 'Not signed in' }), { status: 401 }) }

beforeEach(() => installFakeWebSocket())
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('the guard', () => {
  it('says it is checking the session, then sends nobody to the login with the way back', async () => {
    mockApi(nobody)
    renderAt('/admin/bookings?status=pending')
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    expect(screen.getByText('Please wait while we authenticate your session.')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'login page' })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/login?next=%2Fadmin%2Fbookings%3Fstatus%3Dpending')
  })

  it.each(['/admin', '/admin/dashboard', '/admin/bookings', '/admin/store/orders'])('sends a temple admin from %s to the temple dashboard', async (path) => {
    mockApi(me(templeAdmin))
    renderAt(path)
    expect(await screen.findByRole('heading', { name: 'temple dashboard' })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/temple-dashboard$/)
  })

  it('lets a super admin in, and sends them from an unnamed temple dashboard to the main one', async () => {
    mockApi(me(superAdmin))
    renderAt('/admin/bookings')
    expect(await screen.findByRole('heading', { name: 'bookings' })).toBeInTheDocument()
    cleanupAndRender('/admin/temple-dashboard')
    expect(await screen.findByRole('heading', { name: 'main dashboard' })).toBeInTheDocument()
  })

  it('shows a clear error with a retry when the server cannot be reached', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'))
    renderAt('/admin/dashboard')
    expect(await screen.findByText(/could not reach the server/)).toBeInTheDocument()
    fetch.mockResolvedValue(new Response(JSON.stringify({ user: superAdmin }), { status: 200 }))
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'main dashboard' })).toBeInTheDocument()
  })
})

function cleanupAndRender(path: string) {
  cleanup()
  return renderAt(path)
}

describe('the layout', () => {
  it('shows the super admin the eleven-item menu with the current page marked', async () => {
    mockApi(me(superAdmin))
    renderAt('/admin/bookings')
    const menu = await screen.findByRole('navigation', { name: 'Admin menu' })
    const links = within(menu).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'Bookings', 'Users', 'Priests', 'Pooja Services', 'Temples', 'Spiritual Store', 'Refunds', 'Reviews', 'Reports', 'AI Configuration'])
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/dashboard',
      '/admin/bookings',
      '/admin/users',
      '/admin/priests',
      '/admin/services',
      '/admin/temples',
      '/admin/store',
      '/admin/refunds',
      '/admin/reviews',
      '/admin/reports',
      '/admin/ai-config',
    ])
    expect(within(menu).getByRole('link', { name: 'Bookings' })).toHaveAttribute('aria-current', 'page')
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current')
    expect(screen.getByText('Punya Admin')).toBeInTheDocument()
    expect(screen.getAllByText('Super Administrator').length).toBeGreaterThan(0)
    expect(screen.getByText('admin')).toBeInTheDocument()
  })

  it('adds Reports to a temple admin allowed to view them', async () => {
    mockApi(me({ ...templeAdmin, permissions: { ...templeAdmin.permissions, viewReports: true } }))
    renderAt('/admin/temple-dashboard')
    const menu = await screen.findByRole('navigation', { name: 'Admin menu' })
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Temple Dashboard', 'Reviews', 'Reports'])
  })

  it('shows a temple admin only the temple dashboard and its reviews, the temple name and the role', async () => {
    mockApi(me(templeAdmin))
    renderAt('/admin/temple-dashboard')
    const menu = await screen.findByRole('navigation', { name: 'Admin menu' })
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Temple Dashboard', 'Reviews'])
    expect(screen.getByText('Temple Admin')).toBeInTheDocument()
    expect(screen.getByText('Kashi Vishwanath')).toBeInTheDocument()
    expect(screen.getByText('Temple Administrator')).toBeInTheDocument()
  })

  it('says Unknown Temple when the temple has no name', async () => {
    mockApi(me({ ...templeAdmin, templeName: null }))
    renderAt('/admin/temple-dashboard')
    expect(await screen.findByText('Unknown Temple')).toBeInTheDocument()
  })

  it('shows the live connection: the engine when connected, offline when dropped, and reconnects on refresh', async () => {
    mockApi(me(superAdmin))
    renderAt('/admin/dashboard')
    await screen.findByRole('navigation', { name: 'Admin menu' })
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1)) // opened once the session is known
    act(() => FakeSocket.last().ready('postgresql'))
    expect(await screen.findByText('PostgreSQL Connected')).toBeInTheDocument()
    act(() => FakeSocket.last().drop())
    expect(await screen.findByText('Offline: reconnecting')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Refresh connection status' }))
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(2))
    act(() => FakeSocket.last().ready('sqlite'))
    expect(await screen.findByText('SQLite Connected')).toBeInTheDocument()
  })

  it.each([
    ['the dashboard', '/admin/dashboard', true],
    ['the dashboard on a phone', '/admin/dashboard', false],
    ['settings', '/admin/settings', true],
    ['settings on a phone', '/admin/settings', false],
  ])('says the database is connected once on %s', async (_name, path, wide) => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide, media: query, addEventListener: () => {}, removeEventListener: () => {} }))
    mockApi({ ...me(superAdmin), 'GET /api/admin/dashboard': { stats: { totalBookings: 0, activeTemples: 0, storeProducts: 0, storeOrders: 0, totalRevenue: 0, bookingsRevenue: 0, storeRevenue: 0 }, recentBookings: [], recentOrders: [], database: 'sqlite' } })
    const router = createMemoryRouter(
      [{ path: '/admin', element: <AdminLayout />, children: [{ path: 'dashboard', element: <DashboardPage /> }, { path: 'settings', element: <SettingsPage /> }] }],
      { initialEntries: [path] },
    )
    render(<RouterProvider router={router} />)
    await screen.findByRole('navigation', { name: 'Admin menu' })
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1)) // opened once the session is known
    act(() => FakeSocket.last().ready('sqlite'))
    expect(await screen.findByText('SQLite Connected')).toBeInTheDocument()
    expect(screen.getAllByText(/Connected/)).toHaveLength(1)
  })

  it('signs out on the server and goes to the login', async () => {
    const fetch = mockApi({ ...me(superAdmin), 'POST /api/auth/logout': () => new Response(null, { status: 204 }) })
    renderAt('/admin/settings')
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }))
    expect(await screen.findByRole('heading', { name: 'login page' })).toBeInTheDocument()
    expect(fetch.mock.calls.some(([url, init]) => String(url) === '/api/auth/logout' && init?.method === 'POST')).toBe(true)
  })

  it('stays and says why when signing out fails', async () => {
    mockApi({ ...me(superAdmin), 'POST /api/auth/logout': () => new Response('{}', { status: 500 }) })
    renderAt('/admin/settings')
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }))
    expect(await screen.findByText(/Something went wrong on the server/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'settings' })).toBeInTheDocument()
  })
})
