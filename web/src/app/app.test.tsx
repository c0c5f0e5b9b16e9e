import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { I18nProvider } from '../i18n/I18nProvider'
import { routes } from './routes'

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <I18nProvider>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  return router
}

const site = { legalName: 'Punya Spiritual Services Private Limited', address: 'Pune', email: 'support@punya.app', phone: '+91 20 4000 1080', tagline: 'Your spiritual companion', priestTimeSlots: [], templeRadiusOptionsKm: [5, 10, 25, 50], defaultTempleRadiusKm: 10 }

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input)
    if (url.startsWith('/api/site')) return new Response(JSON.stringify(site), { status: 200 })
    return new Response(JSON.stringify({ detail: 'not in this test', code: 'test' }), { status: 404 })
  })
})
afterEach(() => vi.restoreAllMocks())

describe('the public shell', () => {
  it('has the six bottom navigation entries with the current one marked', async () => {
    renderAt('/store')
    const navs = await screen.findAllByRole('navigation', { name: 'Main navigation' })
    const bottom = navs[navs.length - 1]
    const links = within(bottom).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Priests', 'Astrology', 'Store', 'Temples', 'Orders'])
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/book/priest', '/consult/astrology', '/store', '/temples', '/user/orders'])
    expect(within(bottom).getByRole('link', { name: 'Store' })).toHaveAttribute('aria-current', 'page')
  })

  it('links the header to profile and admin and the footer to the five policies with company details', async () => {
    renderAt('/')
    expect(await screen.findByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/user/profile')
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/login')
    // The header's microphone and the floating button both open the assistant.
    expect(screen.getAllByRole('button', { name: 'Talk to the spiritual assistant' })).toHaveLength(2)
    const policies = screen.getByRole('navigation', { name: 'Policies' })
    expect(within(policies).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/terms-and-conditions',
      '/refund-policy',
      '/privacy-policy',
      '/return-policy',
      '/shipping-policy',
    ])
    expect(await screen.findByText('support@punya.app')).toBeInTheDocument()
  })

  it('shows the error screen for an unknown route', async () => {
    renderAt('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument()
    expect(screen.getByText('404 Not Found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/')
  })

  it('switches to Hindi and remembers it', async () => {
    renderAt('/')
    await userEvent.click(await screen.findByRole('button', { name: 'हिन्दी में देखें' }))
    const navs = await screen.findAllByRole('navigation', { name: 'मुख्य नेविगेशन' })
    expect(within(navs[navs.length - 1]).getByRole('link', { name: 'दुकान' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('hi')
    expect(localStorage.getItem('punya.lang')).toContain('"hi"')
  })
})
