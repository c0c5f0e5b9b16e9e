/** The screen: stats, list search, selection, tabs with counts, empty states, delete confirms, API down, live updates. */
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeSocket, installFakeWebSocket } from '../shell/testing'
import { liveFeed } from '../shell/live'
import { SUMMARY, detail, fakeApi, listing, renderTemples, service, standardApi } from './testing'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('Temple Management', () => {
  it('shows the five stats and the temple list, with "Select a Temple" until one is picked', async () => {
    standardApi()
    renderTemples()
    expect(await screen.findByRole('heading', { level: 1, name: 'Temple Management' })).toBeInTheDocument()
    const stats = await screen.findByRole('list', { name: 'Temple statistics' })
    await waitFor(() => expect(within(stats).getByText('14')).toBeInTheDocument())
    for (const label of ['Total Temples', 'Total Services', 'Total Bookings', 'Total Revenue', 'Temple Admins']) expect(within(stats).getByText(label)).toBeInTheDocument()
    expect(within(stats).getByText('₹25,500')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: /Temple 1/ })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByText('Select a Temple')).toBeInTheDocument()
  })

  it('searches temples by name and address on the server', async () => {
    const api = standardApi()
    renderTemples()
    await screen.findByRole('button', { name: /Kashi Vishwanath/ })
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search temples' }), 'varanasi')
    await waitFor(() => expect(screen.queryByRole('button', { name: /Temple 1/ })).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: /Kashi Vishwanath/ })).toBeInTheDocument()
    expect(api.callsTo('GET /api/admin/temples').at(-1)?.query.get('q')).toBe('varanasi')

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search temples' }))
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search temples' }), 'nowhere')
    expect(await screen.findByText('No temples found')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Clear Search' }))
    expect(await screen.findByRole('button', { name: /Temple 1/ })).toBeInTheDocument()
  })

  it('shows the picked temple with Services and Admins tabs and their counts', async () => {
    standardApi()
    const { router } = renderTemples()
    await userEvent.click(await screen.findByRole('button', { name: /Temple 1/ }))
    const details = await screen.findByRole('region', { name: 'Temple 1' })
    expect(within(details).getByRole('heading', { name: 'Temple 1' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Temple 1/ })).toHaveAttribute('aria-pressed', 'true')
    expect(router.state.location.search).toContain('temple=temple-1')

    const servicesTab = within(details).getByRole('tab', { name: /Services/ })
    expect(servicesTab).toHaveAttribute('aria-selected', 'true')
    expect(servicesTab).toHaveTextContent('2')
    expect(within(details).getByRole('heading', { name: 'Service 1' })).toBeInTheDocument()
    expect(within(details).getByText('₹501')).toBeInTheDocument()
    expect(within(details).getByText('Inactive')).toBeInTheDocument()

    const adminsTab = within(details).getByRole('tab', { name: /Admins/ })
    expect(adminsTab).toHaveTextContent('1')
    await userEvent.click(adminsTab)
    expect(adminsTab).toHaveAttribute('aria-selected', 'true')
    expect(within(details).getByRole('heading', { name: 'Admin 1' })).toBeInTheDocument()
    expect(within(details).getByText('@admin-1')).toBeInTheDocument()
    expect(router.state.location.search).toContain('tab=admins')
  })

  it('says when a temple has no services and no admins yet', async () => {
    standardApi()
    renderTemples('/admin/temples?temple=temple-2')
    const details = await screen.findByRole('region', { name: 'Kashi Vishwanath' })
    expect(within(details).getByText('No services added yet')).toBeInTheDocument()
    await userEvent.click(within(details).getByRole('tab', { name: /Admins/ }))
    expect(within(details).getByText('No temple admins assigned yet')).toBeInTheDocument()
  })

  it("confirms a temple's delete with the spec's words, then deletes it and deselects it", async () => {
    const api = standardApi({ 'DELETE /api/admin/temples/temple-1': { status: 204 } })
    const { router } = renderTemples('/admin/temples?temple=temple-1')
    const details = await screen.findByRole('region', { name: 'Temple 1' })
    await userEvent.click(within(details).getByRole('button', { name: 'Delete Temple' }))
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' })
    expect(within(dialog).getByText('Are you sure you want to delete Temple 1?')).toBeInTheDocument()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(api.callsTo('DELETE /api/admin/temples/temple-1')).toHaveLength(0)

    await userEvent.click(within(details).getByRole('button', { name: 'Delete Temple' }))
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(api.callsTo('DELETE /api/admin/temples/temple-1')).toHaveLength(1))
    await waitFor(() => expect(router.state.location.search).not.toContain('temple=temple-1'))
    expect(await screen.findByText('Select a Temple')).toBeInTheDocument()
  })

  it("confirms a service's delete and a temple admin's removal with the spec's words", async () => {
    const api = standardApi({ 'DELETE /api/admin/temple-services/svc-1': { status: 204 }, 'DELETE /api/admin/temple-admins/temple-admin-1': { status: 204 } })
    renderTemples('/admin/temples?temple=temple-1')
    const details = await screen.findByRole('region', { name: 'Temple 1' })
    // An already deleted (inactive) service offers no Delete.
    expect(within(details).queryByRole('button', { name: 'Delete Service 2' })).not.toBeInTheDocument()
    await userEvent.click(within(details).getByRole('button', { name: 'Delete Service 1' }))
    let dialog = screen.getByRole('dialog', { name: 'Confirm Delete' })
    expect(dialog).toHaveTextContent('Are you sure you want to delete Service 1?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(api.callsTo('DELETE /api/admin/temple-services/svc-1')).toHaveLength(1))

    await userEvent.click(within(details).getByRole('tab', { name: /Admins/ }))
    await userEvent.click(within(details).getByRole('button', { name: 'Remove Admin 1' }))
    dialog = await screen.findByRole('dialog', { name: 'Confirm Removal' })
    expect(dialog).toHaveTextContent('Are you sure you want to remove Admin 1 as temple admin?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(api.callsTo('DELETE /api/admin/temple-admins/temple-admin-1')).toHaveLength(1))
  })

  it('shows why a delete failed in the dialog', async () => {
    standardApi({ 'DELETE /api/admin/temples/temple-1': 'network' })
    renderTemples('/admin/temples?temple=temple-1')
    const details = await screen.findByRole('region', { name: 'Temple 1' })
    await userEvent.click(within(details).getByRole('button', { name: 'Delete Temple' }))
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await within(dialog).findByText(/could not reach the server/)).toBeInTheDocument()
  })

  it('says so when the API is down, and tries again on request', async () => {
    let down = true
    fakeApi({
      'GET /api/admin/temples/summary': () => (down ? 'network' : { body: SUMMARY }),
      'GET /api/admin/temples': () => (down ? 'network' : { body: listing([detail(1)]) }),
    })
    renderTemples()
    const alerts = await screen.findAllByRole('alert')
    expect(alerts[0]).toHaveTextContent('We could not reach the server. Check your internet connection and try again.')
    down = false
    for (const retry of screen.getAllByRole('button', { name: 'Try again' })) await userEvent.click(retry)
    expect(await screen.findByRole('button', { name: /Temple 1/ })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
  })

  it('sends an ended session to the login', async () => {
    fakeApi({ 'GET /api/admin/temples/summary': { status: 401, body: { detail: 'Not signed in', code: 'not_authenticated' } }, 'GET /api/admin/temples': { status: 401, body: {} } })
    renderTemples('/admin/temples?temple=temple-9')
    expect(await screen.findByText('login page')).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/login?next=')
  })

  describe('live', () => {
    beforeEach(() => installFakeWebSocket())

    it('reloads when a temple service changes elsewhere', async () => {
      let services = [service(1)]
      fakeApi({
        'GET /api/admin/temples/summary': { body: SUMMARY },
        'GET /api/admin/temples': { body: listing([detail(1)]) },
        'GET /api/admin/temples/temple-1': () => ({ body: detail(1, { services }) }),
      })
      const stop = liveFeed.start()
      try {
        renderTemples('/admin/temples?temple=temple-1')
        const details = await screen.findByRole('region', { name: 'Temple 1' })
        act(() => FakeSocket.last().ready())
        services = [service(1), service(7, { name: 'Evening Aarti' })]
        act(() => FakeSocket.last().send({ table: 'temple_services', type: 'INSERT', record: { id: 'svc-7', templeId: 'temple-1' } }))
        expect(await within(details).findByRole('heading', { name: 'Evening Aarti' })).toBeInTheDocument()
      } finally {
        stop()
      }
    })
  })
})
