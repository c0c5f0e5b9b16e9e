import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { I18nProvider } from '../i18n/I18nProvider'
import { save } from '../lib/storage'
import { RouteErrorBoundary } from './routing/RouteErrorBoundary'
import { AppRoutes } from './routes'

function renderAt(path: string) {
  render(
    <I18nProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </I18nProvider>,
  )
}

const site = { legalName: 'Punya Spiritual Services Private Limited', address: 'Pune', email: 'support@punya.app', phone: '+91 20 4000 1080', tagline: 'Your spiritual companion', priestTimeSlots: [], templeRadiusOptionsKm: [5, 10, 25, 50], defaultTempleRadiusKm: 10 }

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input)
    // The server answers in the language the request asks for.
    const hindi = (init?.headers as Record<string, string> | undefined)?.['Accept-Language'] === 'hi'
    const answer = hindi ? { ...site, tagline: 'आपका आध्यात्मिक साथी' } : site
    if (url.startsWith('/api/site')) return new Response(JSON.stringify(answer), { status: 200 })
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

  it('shows a friendly page, inside the layout, for an unknown address', async () => {
    renderAt('/no/such/page')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument()
    expect(screen.queryByText('404 Not Found')).not.toBeInTheDocument()
    expect(screen.getByText(/We couldn't find the page you were looking for/)).toBeInTheDocument()
    const onward = screen.getByRole('navigation', { name: 'Where to go next' })
    expect(within(onward).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Book a Priest', '/book/priest'],
      ['Temples', '/temples'],
      ['Store', '/store'],
    ])
    // The usual header, bottom navigation and footer are still there.
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' }).length).toBeGreaterThan(0)
    expect(screen.getByRole('navigation', { name: 'Policies' })).toBeInTheDocument()
    expect(document.title).toBe('Page not found · Punya')
    await userEvent.click(within(onward).getByRole('link', { name: 'Store' }))
    await waitFor(() => expect(document.title).not.toBe('Page not found · Punya'))
  })

  it("keeps the spec's error screen for a real crash", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    function Broken(): never {
      throw new Error('boom')
    }
    render(
      <I18nProvider>
        <MemoryRouter>
          <RouteErrorBoundary>
            <Broken />
          </RouteErrorBoundary>
        </MemoryRouter>
      </I18nProvider>,
    )
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument()
    expect(screen.getByText('Something went wrong while showing this page.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument()
  })

  it('says page not found in Hindi too', async () => {
    save('lang', 'hi')
    renderAt('/kuch/bhi')
    expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument()
    const onward = screen.getByRole('navigation', { name: 'आगे कहाँ जाएँ' })
    expect(within(onward).getAllByRole('link').map((link) => link.textContent)).toEqual(['होम', 'पंडित जी बुक करें', 'मंदिर', 'दुकान'])
  })

  it('switches to Hindi and remembers it, the footer in Hindi too', async () => {
    renderAt('/')
    expect(await screen.findByText('Your spiritual companion')).toBeInTheDocument()
    await userEvent.click(await screen.findByRole('button', { name: 'हिन्दी में देखें' }))
    const navs = await screen.findAllByRole('navigation', { name: 'मुख्य नेविगेशन' })
    expect(within(navs[navs.length - 1]).getByRole('link', { name: 'दुकान' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('hi')
    expect(localStorage.getItem('punya.lang')).toContain('"hi"')
    expect(await screen.findByText('आपका आध्यात्मिक साथी')).toBeInTheDocument()
  })
})
