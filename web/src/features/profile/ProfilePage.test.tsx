/** Profile: the spec's seven entries as a plain list (no dead buttons), order lookup and the language choice. */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { I18nProvider } from '../../i18n/I18nProvider'
import ProfilePage from './ProfilePage'

function renderProfile() {
  const router = createMemoryRouter([{ path: '/user/profile', Component: ProfilePage }], { initialEntries: ['/user/profile'] })
  render(
    <I18nProvider>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
}

const ENTRIES = ['Personal Information', 'Notifications', 'Payment Methods', 'Addresses', 'Privacy & Security', 'Help & Support', 'Settings']

describe('profile', () => {
  it('lists the seven entries as coming soon, none of them a button', () => {
    renderProfile()
    const menu = screen.getByRole('heading', { name: 'Account' }).parentElement!
    const items = within(menu).getAllByRole('listitem')
    expect(items.map((item) => item.textContent?.replace('Coming soon', ''))).toEqual(ENTRIES)
    expect(within(menu).queryAllByRole('button')).toHaveLength(0)
    expect(within(menu).queryAllByRole('link')).toHaveLength(0)
  })

  it('leads to My Orders', () => {
    renderProfile()
    expect(screen.getByRole('link', { name: /Go to My Orders/ })).toHaveAttribute('href', '/user/orders')
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
