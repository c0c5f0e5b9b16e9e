/** The prasad of a temple booking in its details: where it goes, shipping it with a courier and a
 * tracking number (the server's refusal shown at the field), then delivered or returned, as the
 * server allows; nothing to do for an admin who may only look. */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi, refusal, renderAdmin } from '../shell/testing'
import BookingsPage from './BookingsPage'
import { bodiesOf, page, priestBooking, templeBooking } from './testing'

const TEMPLES = '/api/admin/temple-bookings'
const PRASAD = `${TEMPLES}/TB2001/prasad`
const ADDRESS = { houseAndStreet: '12 Temple Street, Mylapore', landmark: '', city: 'Chennai', state: 'Tamil Nadu', pinCode: '600004' }
const toShip = templeBooking({ status: 'confirmed', prasadStatus: 'to_ship', deliveryAddress: ADDRESS,
  prasadAddress: '12 Temple Street, Mylapore, Chennai, Tamil Nadu 600004', nextPrasadStatuses: ['to_ship', 'shipped'] })
const shipped = templeBooking({
  status: 'confirmed',
  prasadStatus: 'shipped',
  deliveryAddress: ADDRESS,
  prasadAddress: '12 Temple Street, Mylapore, Chennai, Tamil Nadu 600004',
  prasadCourier: 'India Post (Speed Post)',
  prasadTrackingNumber: 'EE123456789IN',
  nextPrasadStatuses: ['shipped', 'delivered', 'returned'],
  statusHistory: [
    { status: 'confirmed', at: '2029-12-02T10:00:00Z', prasad: 'to_ship' },
    { status: 'confirmed', at: '2029-12-03T10:00:00Z', prasad: 'shipped', courier: 'India Post (Speed Post)', trackingNumber: 'EE123456789IN' },
  ],
})

afterEach(() => vi.restoreAllMocks())

async function openDetails(routes: Record<string, unknown>) {
  const fetch = mockApi({ 'GET /api/admin/priest-bookings': page([priestBooking()]), ...routes })
  const user = userEvent.setup()
  renderAdmin(<BookingsPage />)
  await user.click(await screen.findByRole('tab', { name: /Temple Bookings/ }))
  await user.click(await screen.findByRole('button', { name: 'View Details for booking TB2001' }))
  const dialog = await screen.findByRole('dialog', { name: 'Booking Details' })
  return { fetch, user, dialog }
}

describe('Prasad delivery in the booking details', () => {
  it('ships the prasad with its courier and tracking number, then marks it delivered', async () => {
    let now = toShip
    const { fetch, user, dialog } = await openDetails({
      [`GET ${TEMPLES}`]: () => page([now]),
      [`PATCH ${PRASAD}`]: (init?: RequestInit) => {
        const body = JSON.parse(String(init?.body))
        now = body.status === 'shipped' ? shipped : templeBooking({ ...shipped, prasadStatus: 'delivered', nextPrasadStatuses: ['delivered'] })
        return now
      },
    })
    const section = within(dialog).getByRole('region', { name: 'Prasad delivery' })
    expect(within(section).getByText('To ship')).toBeInTheDocument()
    expect(within(section).getByText(/12 Temple Street, Mylapore, Chennai, Tamil Nadu 600004/)).toBeInTheDocument()
    expect(within(section).queryByRole('button', { name: 'Mark delivered' })).not.toBeInTheDocument()

    await user.type(within(section).getByRole('textbox', { name: /Courier name/ }), ' India Post (Speed Post) ')
    await user.type(within(section).getByRole('textbox', { name: /Tracking number/ }), 'EE123456789IN')
    await user.click(within(section).getByRole('button', { name: 'Mark shipped' }))
    expect(await within(dialog).findByText('Prasad shipped with India Post (Speed Post), tracking number EE123456789IN.')).toBeInTheDocument()
    expect(bodiesOf(fetch, 'PATCH', PRASAD)).toEqual([{ status: 'shipped', courierName: 'India Post (Speed Post)', trackingNumber: 'EE123456789IN' }])
    const after = within(dialog).getByRole('region', { name: 'Prasad delivery' })
    expect(within(after).getByText('Shipped')).toBeInTheDocument()
    expect(within(after).getByText('EE123456789IN')).toBeInTheDocument()
    expect(within(after).queryByRole('button', { name: 'Mark shipped' })).not.toBeInTheDocument()
    // The history says how it travels.
    expect(within(dialog).getByText('Prasad: Shipped (India Post (Speed Post), EE123456789IN)')).toBeInTheDocument()

    await user.click(within(after).getByRole('button', { name: 'Mark delivered' }))
    expect(await within(dialog).findByText('Prasad marked delivered.')).toBeInTheDocument()
    expect(bodiesOf(fetch, 'PATCH', PRASAD).at(-1)).toEqual({ status: 'delivered' })
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Mark returned' })).not.toBeInTheDocument())
  })

  it('shows the server refusing a tracking number at its field', async () => {
    const rule = 'Tracking number must be 4 to 40 characters: letters, digits, - and /, starting with a letter or digit'
    const { user, dialog } = await openDetails({
      [`GET ${TEMPLES}`]: page([toShip]),
      [`PATCH ${PRASAD}`]: refusal(422, rule, [{ field: 'trackingNumber', message: rule }]),
    })
    await user.type(within(dialog).getByRole('textbox', { name: /Courier name/ }), 'DTDC')
    await user.type(within(dialog).getByRole('textbox', { name: /Tracking number/ }), 'EE12<3>')
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }))
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Tracking number/ })).toHaveAccessibleDescription(rule))
  })

  it('says when to ship a prasad whose pooja is still to come', async () => {
    const early = templeBooking({ status: 'confirmed', prasadStatus: 'to_ship', deliveryAddress: ADDRESS,
  prasadAddress: '12 Temple Street, Mylapore, Chennai, Tamil Nadu 600004', nextPrasadStatuses: ['to_ship'] })
    const { dialog } = await openDetails({ [`GET ${TEMPLES}`]: page([early]) })
    expect(within(dialog).getByText('Ship it on or after the day of the pooja (never for a cancelled booking).')).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Mark shipped' })).not.toBeInTheDocument()
  })

  it('shows the server refusing a move (another admin moved it first)', async () => {
    const final = 'This prasad is returned, which is final: it cannot be moved to delivered. Nothing more can be done with it.'
    const { user, dialog } = await openDetails({
      [`GET ${TEMPLES}`]: page([shipped]),
      [`PATCH ${PRASAD}`]: refusal(409, final, [{ field: 'status', message: final }]),
    })
    await user.click(within(dialog).getByRole('button', { name: 'Mark delivered' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(final)
  })

  it('has no prasad section for a booking without prasad', async () => {
    const { dialog } = await openDetails({ [`GET ${TEMPLES}`]: page([templeBooking()]) })
    expect(within(dialog).queryByRole('region', { name: 'Prasad delivery' })).not.toBeInTheDocument()
  })
})
