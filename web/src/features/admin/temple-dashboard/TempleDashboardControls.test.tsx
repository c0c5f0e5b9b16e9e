/** A temple admin's own controls on its dashboard, each there only with its permission: Manage Services adds,
 * edits and deletes (deactivates) the temple's services with Temple Management's form; Manage Timings edits the
 * timings devotees see. Without the permission the dashboard only shows them. */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { page, templeBooking } from '../bookings/testing'
import { fakeApi, renderAdmin, templeAdmin } from '../shell/testing'
import type { AdminUser } from '../shell/api'
import { detail, service } from '../temples/testing'
import type { TempleDashboard } from './api'
import TempleDashboardPage from './TempleDashboardPage'

const TEMPLE = '/api/admin/temples/tmp-1'

function dashboard(): TempleDashboard {
  return {
    temple: { id: 'tmp-1', name: 'Kashi Vishwanath', address: 'Lahori Tola, Varanasi', description: 'A Jyotirlinga on the Ganga.', photos: [] },
    stats: { totalBookings: 0, pending: 0, confirmed: 0, todaysBookings: 0, revenue: { collected: 0, earned: 0 } },
    services: [{ id: 'svc-1', name: 'Service 1', description: 'About service 1', price: 501, duration: '30 minutes', timeSlots: ['9:00 AM'], isActive: true }],
    recentBookings: [],
  }
}

const TEMPLE_DETAIL = detail(1, {
  id: 'tmp-1',
  name: 'Kashi Vishwanath',
  services: [service(1, { templeId: 'tmp-1' })],
  admins: null,
  timings: [{ label: 'Mangala aarti', labelHi: 'मंगला आरती', opens: '3:00 AM', closes: '4:00 AM' }],
  timingsNote: 'Closed during an eclipse.',
})

function api(routes: Record<string, unknown> = {}) {
  return fakeApi({
    'GET /api/admin/temple-dashboard': dashboard(),
    'GET /api/admin/temple-bookings': page([templeBooking()]),
    [`GET ${TEMPLE}`]: TEMPLE_DETAIL,
    ...routes,
  })
}

const allowed = (permissions: Record<string, boolean>): AdminUser => ({ ...templeAdmin, permissions: { ...templeAdmin.permissions, ...permissions } })

afterEach(() => vi.restoreAllMocks())

describe('services on the temple dashboard', () => {
  it('with Manage Services adds a service to the admin’s own temple with the one service form', async () => {
    const calls = api({ [`POST ${TEMPLE}/services`]: service(9, { templeId: 'tmp-1', name: 'Rudrabhishek' }) })
    const user = userEvent.setup()
    renderAdmin(<TempleDashboardPage />, { user: allowed({ manageServices: true }) })
    await user.click(await screen.findByRole('button', { name: 'Add Service' }))
    const form = await screen.findByRole('dialog', { name: 'Add Service' })
    await user.type(within(form).getByRole('textbox', { name: 'Service Name' }), 'Rudrabhishek')
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Abhishek of the Shivling.')
    await user.type(within(form).getByRole('textbox', { name: 'Price (₹)' }), '1100')
    await user.type(within(form).getByRole('textbox', { name: 'Service Name (Hindi)' }), 'रुद्राभिषेक')
    await user.click(within(form).getByRole('button', { name: 'Add 7:00 AM' }))
    await user.type(within(form).getByRole('textbox', { name: 'Bookings per time slot' }), '20')
    await user.click(within(form).getByRole('button', { name: 'Save Service' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls.callsTo(`POST ${TEMPLE}/services`).map((call) => call.body)).toEqual([
      expect.objectContaining({ name: 'Rudrabhishek', description: 'Abhishek of the Shivling.', price: 1100, nameHi: 'रुद्राभिषेक', timeSlots: ['7:00 AM'], slotCapacity: 20, isActive: true }),
    ])
    // The dashboard and the temple are read again.
    await waitFor(() => expect(calls.callsTo(`GET ${TEMPLE}`).length).toBeGreaterThan(1))
  })

  it('with Manage Services edits a service and deletes (deactivates) one after the confirm', async () => {
    const calls = api({ [`PATCH /api/admin/temple-services/svc-1`]: service(1, { price: 751 }), [`DELETE /api/admin/temple-services/svc-1`]: undefined })
    const user = userEvent.setup()
    renderAdmin(<TempleDashboardPage />, { user: allowed({ manageServices: true }) })
    await user.click(await screen.findByRole('button', { name: 'Edit Service 1' }))
    const form = await screen.findByRole('dialog', { name: 'Edit Service' })
    const price = within(form).getByRole('textbox', { name: 'Price (₹)' })
    await user.clear(price)
    await user.type(price, '751')
    await user.click(within(form).getByRole('button', { name: 'Save Service' }))
    await waitFor(() => expect(calls.callsTo('PATCH /api/admin/temple-services/svc-1')).toHaveLength(1))
    expect(calls.callsTo('PATCH /api/admin/temple-services/svc-1')[0].body).toEqual(expect.objectContaining({ price: 751 }))

    await user.click(await screen.findByRole('button', { name: 'Delete Service 1' }))
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Delete' })
    expect(confirm).toHaveTextContent('Are you sure you want to delete Service 1?')
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(calls.callsTo('DELETE /api/admin/temple-services/svc-1')).toHaveLength(1))
  })

  it('without Manage Services shows the services and offers no control over them', async () => {
    api()
    renderAdmin(<TempleDashboardPage />, { user: allowed({ manageServices: false }) })
    const panel = await screen.findByRole('region', { name: 'Temple Services' })
    expect(within(panel).getByText('Service 1')).toBeInTheDocument()
    await screen.findByRole('region', { name: 'Timings of Kashi Vishwanath' })
    expect(screen.queryByRole('button', { name: 'Add Service' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) Service 1/ })).not.toBeInTheDocument()
  })
})

describe('timings on the temple dashboard', () => {
  it('shows the timings devotees see, and no Edit Timings without Manage Timings', async () => {
    api()
    renderAdmin(<TempleDashboardPage />, { user: allowed({ manageTimings: false }) })
    const timings = await screen.findByRole('region', { name: 'Timings of Kashi Vishwanath' })
    expect(within(timings).getByText('Mangala aarti')).toBeInTheDocument()
    expect(within(timings).getByText('3:00 AM to 4:00 AM')).toBeInTheDocument()
    expect(within(timings).getByText('Closed during an eclipse.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Edit Timings' })).not.toBeInTheDocument()
  })

  it('with Manage Timings edits them: a new period, its times as the server writes them, and the note', async () => {
    const calls = api({ [`PUT ${TEMPLE}/timings`]: TEMPLE_DETAIL })
    const user = userEvent.setup()
    renderAdmin(<TempleDashboardPage />, { user: allowed({ manageTimings: true }) })
    await user.click(await screen.findByRole('button', { name: 'Edit Timings' }))
    const form = await screen.findByRole('dialog', { name: 'Edit Timings: Kashi Vishwanath' })
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Mangala aarti')
    expect(within(form).getByLabelText(/^Opens/)).toHaveValue('03:00')
    await user.click(within(form).getByRole('button', { name: 'Add a time' }))
    const second = within(form).getByRole('group', { name: 'Time 2' })
    await user.type(within(second).getByRole('textbox', { name: 'Name' }), 'Evening darshan')
    await user.type(within(second).getByRole('textbox', { name: 'Name (Hindi)' }), 'संध्या दर्शन')
    await user.type(within(second).getByLabelText(/^Opens/), '21:00')
    await user.type(within(second).getByLabelText(/^Closes/), '16:00')
    await user.click(within(form).getByRole('button', { name: 'Save Timings' }))
    // Closing before opening is said at the period, and nothing is sent.
    expect(await within(second).findByText('The closing time 4:00 PM must be after the opening time 9:00 PM')).toBeInTheDocument()
    expect(calls.callsTo(`PUT ${TEMPLE}/timings`)).toHaveLength(0)
    await user.clear(within(second).getByLabelText(/^Opens/))
    await user.type(within(second).getByLabelText(/^Opens/), '16:00')
    await user.clear(within(second).getByLabelText(/^Closes/))
    await user.type(within(second).getByLabelText(/^Closes/), '21:00')
    await user.clear(within(form).getByRole('textbox', { name: 'Note' }))
    await user.click(within(form).getByRole('button', { name: 'Save Timings' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls.callsTo(`PUT ${TEMPLE}/timings`).map((call) => call.body)).toEqual([
      {
        timings: [
          { label: 'Mangala aarti', labelHi: 'मंगला आरती', opens: '3:00 AM', closes: '4:00 AM' },
          { label: 'Evening darshan', labelHi: 'संध्या दर्शन', opens: '4:00 PM', closes: '9:00 PM' },
        ],
        note: null,
        noteHi: null,
      },
    ])
  })

  it('shows the server’s refusal in the form', async () => {
    api({ [`PUT ${TEMPLE}/timings`]: new Response(JSON.stringify({ detail: 'You do not have permission to manage timings', code: 'permission_denied' }), { status: 403 }) })
    const user = userEvent.setup()
    renderAdmin(<TempleDashboardPage />, { user: allowed({ manageTimings: true }) })
    await user.click(await screen.findByRole('button', { name: 'Edit Timings' }))
    const form = await screen.findByRole('dialog', { name: 'Edit Timings: Kashi Vishwanath' })
    await user.click(within(form).getByRole('button', { name: 'Save Timings' }))
    expect(await within(form).findByText(/You do not have permission to manage timings/)).toBeInTheDocument()
  })
})
