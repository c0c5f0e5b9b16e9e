/** An unknown /admin/* address: a "Page not found" inside the admin shell, with the way to this admin's dashboard. */
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakeWebSocket, mockApi, superAdmin, templeAdmin } from '../features/admin/shell/testing'
import type { AdminUser } from '../features/admin/shell/api'
import { AppRoutes } from './routes'

function renderAt(path: string, user: AdminUser) {
  mockApi({ 'GET /api/auth/me': { user } })
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  )
}

beforeEach(() => installFakeWebSocket())
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('an unknown admin address', () => {
  it('says page not found inside the admin shell, with a link to the dashboard', async () => {
    renderAt('/admin/no-such-screen', superAdmin)
    // Three pieces of code load first (the shell, the session check, the page): allow them time.
    const main = await screen.findByRole('main', undefined, { timeout: 5000 })
    expect(await within(main).findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument()
    // The shell's menu is still there.
    expect(screen.getByRole('navigation', { name: 'Admin menu' })).toBeInTheDocument()
    expect(within(main).getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/admin/dashboard')
    expect(document.title).toBe('Page not found · Punya Admin')
  })

  it("sends a temple admin to the temple's own dashboard", async () => {
    renderAt('/admin/no-such-screen/at/all', templeAdmin)
    const link = await screen.findByRole('link', { name: 'Go to the dashboard' }, { timeout: 5000 })
    expect(link).toHaveAttribute('href', '/admin/temple-dashboard')
  })
})
