/** Settings: the account as the server reported it, the live connection, and sign out. */
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import SettingsPage from './SettingsPage'
import { liveFeed } from './live'
import { FakeSocket, installFakeWebSocket, renderAdmin, superAdmin, templeAdmin } from './testing'

beforeEach(() => installFakeWebSocket())
afterEach(() => vi.unstubAllGlobals())

describe('SettingsPage', () => {
  it('shows a temple admin their account, temple and permissions', () => {
    renderAdmin(<SettingsPage />, { user: templeAdmin })
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument()
    expect(screen.getByText('kashi-admin')).toBeInTheDocument()
    expect(screen.getByText('kashi@example.com')).toBeInTheDocument()
    expect(screen.getByText('Temple Administrator')).toBeInTheDocument()
    expect(screen.getByText('Kashi Vishwanath')).toBeInTheDocument()
    const item = (text: string) => screen.getByText((_, element) => element?.tagName === 'LI' && element.textContent === text)
    expect(item('View reports: Not allowed')).toBeInTheDocument()
    expect(item('Manage bookings: Allowed')).toBeInTheDocument()
  })

  it('shows a super admin every permission and all temples', () => {
    renderAdmin(<SettingsPage />, { user: superAdmin })
    expect(screen.getByText('All temples')).toBeInTheDocument()
    expect(screen.queryByText('Not allowed')).not.toBeInTheDocument()
  })

  it('shows the database engine once the live feed is connected (the status itself is the layout\'s)', async () => {
    // The layout normally opens the shared feed; here the test does.
    const stop = liveFeed.start()
    renderAdmin(<SettingsPage />)
    act(() => FakeSocket.last().ready('postgresql'))
    expect(screen.getByText('PostgreSQL')).toBeInTheDocument()
    expect(screen.getByText(/^On: screens update/)).toBeInTheDocument()
    expect(screen.queryByText('PostgreSQL Connected')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect' }))
    expect(screen.getByText(/^Off: reconnecting/)).toBeInTheDocument()
    stop()
  })

  it('ends the session through the session\'s sign out', async () => {
    const { signOut } = renderAdmin(<SettingsPage />)
    await userEvent.click(screen.getByRole('button', { name: 'End Session' }))
    expect(signOut).toHaveBeenCalledOnce()
  })
})
