/** The login page: required fields, the spec's messages, and where each role lands. */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import LoginPage from './LoginPage'
import { mockApi, superAdmin, templeAdmin } from './testing'

function Where() {
  const location = useLocation()
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>
}

function renderLogin(path = '/admin/login') {
  const router = createMemoryRouter(
    [
      { path: '/admin/login', element: <LoginPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers })
const signedOut = { 'GET /api/auth/me': () => json(401, { detail: 'Not signed in' }) }

async function signIn(username = 'admin', password = 'secret-pass') {
  await userEvent.type(await screen.findByLabelText(/Username/), username)
  await userEvent.type(screen.getByLabelText(/Password/), password)
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
}

afterEach(() => vi.restoreAllMocks())

describe('LoginPage', () => {
  it('checks both fields at the field before asking the server', async () => {
    const fetch = mockApi(signedOut)
    renderLogin()
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }))
    expect(screen.getByText('Username is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(screen.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true')
    expect(fetch.mock.calls.filter(([url]) => String(url) === '/api/auth/login')).toHaveLength(0)
  })

  it('switches the heading with the tabs, which change nothing else', async () => {
    mockApi(signedOut)
    renderLogin()
    expect(await screen.findByRole('heading', { name: 'Super Admin Login' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('tab', { name: 'Temple Admin' }))
    expect(screen.getByRole('heading', { name: 'Temple Admin Login' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Temple Admin' })).toHaveAttribute('aria-selected', 'true')
  })

  it.each([
    [json(401, { detail: 'Invalid credentials' }), 'Invalid credentials'],
    [json(503, { detail: 'Login failed', code: 'login_failed' }), 'Login failed'],
    [json(429, { detail: 'Too many' }, { 'Retry-After': '150' }), 'Too many failed sign-in attempts. Please wait 3 minutes and try again.'],
    [json(429, { detail: 'Too many' }, { 'Retry-After': '40' }), 'Too many failed sign-in attempts. Please wait 40 seconds and try again.'],
    [json(422, { detail: 'bad' }), 'Login failed. Please try again.'],
    [json(403, { detail: 'Your temple has been deactivated, so its admins cannot sign in.', code: 'temple_inactive' }), 'Your temple has been deactivated, so its admins cannot sign in.'],
  ])('shows the spec message for %#', async (answer, message) => {
    mockApi({ ...signedOut, 'POST /api/auth/login': () => answer })
    renderLogin()
    await signIn()
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled()
  })

  it('sends the username and password and takes a super admin to the dashboard', async () => {
    const fetch = mockApi({ ...signedOut, 'POST /api/auth/login': { success: true, user: superAdmin } })
    renderLogin()
    await signIn(' admin ', 'pass word')
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/dashboard')
    const call = fetch.mock.calls.find(([url]) => String(url) === '/api/auth/login')
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ username: 'admin', password: 'pass word' })
  })

  it('takes a temple admin to the temple dashboard, even when next points to a super admin screen', async () => {
    mockApi({ ...signedOut, 'POST /api/auth/login': { success: true, user: templeAdmin } })
    renderLogin('/admin/login?next=%2Fadmin%2Fusers')
    await signIn()
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/admin\/temple-dashboard$/)
  })

  it('returns a super admin to the page they came from, never to another site', async () => {
    mockApi({ ...signedOut, 'POST /api/auth/login': { success: true, user: superAdmin } })
    renderLogin('/admin/login?next=%2Fadmin%2Fpriests%3Fq%3Dram')
    await signIn()
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/priests?q=ram')
  })

  it('ignores a next that leaves the admin area', async () => {
    mockApi({ ...signedOut, 'POST /api/auth/login': { success: true, user: superAdmin } })
    renderLogin('/admin/login?next=https%3A%2F%2Fevil.example%2Fadmin')
    await signIn()
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/admin\/dashboard$/)
  })

  it('skips the form for an admin who is already signed in', async () => {
    mockApi({ 'GET /api/auth/me': { user: templeAdmin } })
    renderLogin()
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/temple-dashboard')
  })
})
