/** Profile: only what works (no "Coming soon", no row that does nothing): My Orders, the language, what
 * this device keeps of the devotee and forgetting it, help and contact, the policies, the version. */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../components/payment/testing'
import { I18nProvider } from '../../i18n/I18nProvider'
import { save } from '../../lib/storage'
import ProfilePage from './ProfilePage'

const SITE = { legalName: 'Punya Spiritual Services Private Limited', address: 'Pune', email: 'support@punya.app', phone: '+91 20 4000 1080', tagline: '' }

function renderProfile() {
  mockApi({ 'GET /api/site': { body: SITE }, 'GET /api/health': { body: { status: 'ok', database: 'sqlite', version: '0.1.0' } } })
  const router = createMemoryRouter([{ path: '/user/profile', Component: ProfilePage }], { initialEntries: ['/user/profile'] })
  render(
    <I18nProvider>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
}

afterEach(() => vi.restoreAllMocks())

describe('profile', () => {
  it('has no "Coming soon" and no row that does nothing', async () => {
    renderProfile()
    await screen.findByText('Punya version 0.1.0')
    expect(document.body).not.toHaveTextContent(/coming soon/i)
    for (const dead of ['Personal Information', 'Notifications', 'Payment Methods', 'Addresses', 'Settings']) expect(screen.queryByText(dead)).not.toBeInTheDocument()
    // The only buttons are the two languages: no menu row to tap in vain.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['English', 'हिन्दी'])
  })

  it('leads to My Orders, the five policies and the contact details', async () => {
    renderProfile()
    expect(screen.getByRole('link', { name: /Go to My Orders/ })).toHaveAttribute('href', '/user/orders')
    const policies = screen.getByRole('heading', { name: 'Policies' }).parentElement!
    expect(within(policies).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/terms-and-conditions', '/refund-policy', '/privacy-policy', '/return-policy', '/shipping-policy'])
    expect(await screen.findByRole('link', { name: 'support@punya.app' })).toHaveAttribute('href', 'mailto:support@punya.app')
    expect(screen.getByRole('link', { name: '+91 20 4000 1080' })).toHaveAttribute('href', 'tel:+912040001080')
  })

  it('says what this device keeps and forgets it when asked twice, keeping settings and bookings waiting to be sent', async () => {
    const user = userEvent.setup()
    save('store.lastDelivery', { customerName: 'Meera Iyer', customerPhone: '9845012345' })
    save('orders.contact', { phone: '9845012345' })
    save('draft.priest-form.ganesh-puja', { name: 'Meera' })
    save('draft.astrology.kundli', { name: 'Meera', date: '1990-05-15' })
    save('outbox', [{ id: 'waiting' }])
    save('assistant.muted', true)
    save('draft.admin.priest.new', { name: 'x' })
    renderProfile()
    const device = screen.getByRole('heading', { name: 'Saved on this device' }).parentElement!
    expect(within(device).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The name, phone and address of your last order',
      'The phone number or email you looked up in My Orders',
      'Forms you started, and your cart',
      'Birth details you entered for a Kundli or a match',
    ])
    await user.click(within(device).getByRole('button', { name: 'Forget my details on this device' }))
    await user.click(within(device).getByRole('button', { name: 'Keep them' }))
    expect(localStorage.getItem('punya.orders.contact')).not.toBeNull()
    await user.click(within(device).getByRole('button', { name: 'Forget my details on this device' }))
    await user.click(within(device).getByRole('button', { name: 'Yes, forget them' }))
    expect(within(device).getByText('Done: nothing of yours is kept on this device now.')).toBeInTheDocument()
    for (const key of ['store.lastDelivery', 'orders.contact', 'draft.priest-form.ganesh-puja', 'draft.astrology.kundli']) expect(localStorage.getItem(`punya.${key}`)).toBeNull()
    for (const key of ['outbox', 'assistant.muted', 'draft.admin.priest.new']) expect(localStorage.getItem(`punya.${key}`)).not.toBeNull()
  })

  it('says so when nothing is kept, in Hindi too', async () => {
    save('lang', 'hi')
    renderProfile()
    expect(await screen.findByText('इस डिवाइस पर आपकी कोई जानकारी नहीं रखी गई है।')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'इस डिवाइस से मेरी जानकारी हटाएँ' })).not.toBeInTheDocument()
    expect(await screen.findByText('पुण्य संस्करण 0.1.0')).toBeInTheDocument()
  })

  it('switches the language to Hindi and back', async () => {
    renderProfile()
    const english = screen.getByRole('button', { name: 'English' })
    expect(english).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }))
    expect(await screen.findByRole('heading', { name: 'प्रोफ़ाइल' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true')
    expect(localStorage.getItem('punya.lang')).toContain('hi')
    await userEvent.click(screen.getByRole('button', { name: 'English' }))
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument()
  })
})
