/** The five policy pages: the spec's facts, the company's details from the server, a way back home. */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ComponentType } from 'react'
import LIMITS from '../../test/siteLimits.json'

// lib/site caches the company details for the page's life: each test loads a fresh copy.
let PolicyPage: ComponentType
beforeEach(async () => {
  vi.resetModules()
  PolicyPage = (await import('./PolicyPage')).default
  // The fresh modules include a fresh text catalogue: give it this page's texts.
  await (await import('../../i18n/catalogue')).loadAreas('en', ['policies'])
})

const SITE = {
  legalName: 'Punya Spiritual Services Private Limited',
  address: '14 Lakshmi Road, Pune',
  email: 'care@punya.example',
  phone: '+91 20 4000 1080',
  tagline: '',
  priestTimeSlots: [],
  templeRadiusOptionsKm: [5, 10, 25, 50],
  defaultTempleRadiusKm: 10,
  // The refund policy's hours, percent and days come with the site info (as the server publishes them).
  limits: LIMITS,
}

const SLUGS = ['terms-and-conditions', 'refund-policy', 'privacy-policy', 'return-policy', 'shipping-policy', 'no-such-policy']

function renderPolicy(slug: string) {
  const router = createMemoryRouter([{ path: '/', element: <p>Home screen</p> }, ...SLUGS.map((path) => ({ path, Component: PolicyPage }))], { initialEntries: [`/${slug}`] })
  render(<RouterProvider router={router} />)
  return router
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
const CATEGORIES = [
  { id: 'cat-prasad', name: 'Prasad', label: 'Prasad', description: '', image: null },
  { id: 'cat-rudraksha', name: 'Rudraksha', label: 'Rudraksha', description: '', image: null },
]

/** The server: `reply` for the site info; the store's categories as the store has them. */
function serveSite(reply: () => Response, categories: () => Response = () => json(CATEGORIES)) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => (String(input).includes('/api/store/categories') ? categories() : reply()))
}

const ok = () => json(SITE)

afterEach(() => vi.restoreAllMocks())

describe('policy pages', () => {
  it('refund policy: 100%, 50% and none, credited in 7-10 business days', async () => {
    serveSite(ok)
    renderPolicy('refund-policy')
    expect(screen.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument()
    expect(await screen.findByText('100% refund if you cancel 48 hours or more before the booking.')).toBeInTheDocument()
    expect(screen.getByText('50% refund if you cancel within 48 hours of the booking.')).toBeInTheDocument()
    expect(screen.getByText('No refund once the service has begun.')).toBeInTheDocument()
    expect(screen.getByText(/7-10 business days to the original payment method/)).toBeInTheDocument()
    expect(screen.getByText(/^Last updated:/)).toBeInTheDocument()
  })

  it('return and shipping policies state their limits', async () => {
    serveSite(ok)
    renderPolicy('return-policy')
    expect(await screen.findByText('You can ask for a return within 7 days of delivery.')).toBeInTheDocument()
    expect(screen.getByText(/^Write to us within 7 days of delivery with your order ID/)).toBeInTheDocument()
    expect(screen.getByText(/damaged, defective or incorrect/)).toBeInTheDocument()
    expect(screen.getByText('Personalized items.')).toBeInTheDocument()
  })

  it('shipping policy gives processing and delivery times', () => {
    serveSite(ok)
    renderPolicy('shipping-policy')
    expect(screen.getByText('Orders are processed in 2-3 business days.')).toBeInTheDocument()
    expect(screen.getByText('Delivery takes 5-10 business days across India.')).toBeInTheDocument()
    expect(screen.getByText('Remote areas may take longer.')).toBeInTheDocument()
  })

  it('privacy policy gives the support e-mail from the server for corrections and deletions', async () => {
    serveSite(ok)
    renderPolicy('privacy-policy')
    const mail = await screen.findByRole('link', { name: 'care@punya.example' })
    expect(mail).toHaveAttribute('href', 'mailto:care@punya.example')
    expect(mail.closest('p')).toHaveTextContent('To correct or delete your personal data, write to care@punya.example.')
    expect(screen.getByText(/shared only with the priests, temples or delivery partners/)).toBeInTheDocument()
    expect(screen.getByText('This policy is governed by the laws of India.')).toBeInTheDocument()
  })

  it('terms say who we are, how to pay and point to the refund policy', async () => {
    serveSite(ok)
    renderPolicy('terms-and-conditions')
    expect(await screen.findByText(/Punya is run by Punya Spiritual Services Private Limited, 14 Lakshmi Road, Pune/)).toBeInTheDocument()
    expect(screen.getByText(/UPI or card through our payment gateway, or choose cash on delivery/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Read the Refund Policy' })).toHaveAttribute('href', '/refund-policy')
    expect(screen.getByText('These terms are governed by the laws of India.')).toBeInTheDocument()
  })

  it('names only what the store sells, as its categories say, in the shipping policy and the terms', async () => {
    serveSite(ok)
    renderPolicy('shipping-policy')
    expect(await screen.findByText('We ship what our store sells (Prasad and Rudraksha) to addresses across India.')).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/gemstone/i)
  })

  it('says it without naming categories while the store cannot say which', async () => {
    serveSite(ok, () => {
      throw new TypeError('Failed to fetch')
    })
    renderPolicy('terms-and-conditions')
    expect(await screen.findByText('We connect devotees with verified priests and temples, sell sacred items for puja in our store, and offer a spiritual assistant.')).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/gemstone/i)
  })

  it('has a way back home', async () => {
    serveSite(ok)
    const router = renderPolicy('shipping-policy')
    const back = screen.getAllByRole('link', { name: /Back to Home/ })
    expect(back[0]).toHaveAttribute('href', '/')
    await userEvent.click(back[0])
    expect(router.state.location.pathname).toBe('/')
  })

  it('still shows the policy when the server is down, with a retry for the contact details', async () => {
    const fetch = serveSite(() => {
      throw new TypeError('Failed to fetch')
    })
    renderPolicy('refund-policy')
    expect(screen.getByText('No refund once the service has begun.')).toBeInTheDocument()
    // The hours and percent come from the server too: without them those lines wait, no empty bullets.
    const bookings = screen.getByRole('heading', { name: 'Priest and temple bookings' }).parentElement!
    expect(within(bookings).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['No refund once the service has begun.'])
    const contact = screen.getByRole('heading', { name: 'Contact us' }).parentElement!
    const alert = await within(contact).findByRole('alert')
    fetch.mockImplementation(async () => ok())
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(contact).findByRole('link', { name: 'care@punya.example' })).toBeInTheDocument()
  })

  it('renders a way home, not a broken page, for an unknown policy', () => {
    serveSite(ok)
    renderPolicy('no-such-policy')
    expect(screen.getByText('This policy could not be found.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/')
  })
})
