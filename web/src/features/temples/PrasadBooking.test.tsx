/** Booking a pooja whose temple sends its prasad home: the form asks whether to send it and where
 * (the store checkout's address fields and checks), and "no prasad, thanks" sends no address. */
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { todayISO } from '../../lib/format'
import type { TempleBooking } from '../../lib/records'
import { SITE, fakeApi, renderTemples, temple } from './testing'

afterEach(() => {
  vi.restoreAllMocks()
  cleanup()
  localStorage.clear()
})

const STATES = [
  { name: 'Maharashtra', nameHi: 'महाराष्ट्र' },
  { name: 'Tamil Nadu', nameHi: 'तमिलनाडु' },
]
const abhishek = { id: 'svc-abhishek', templeId: 'temple-1', name: 'Ganesh Abhishek', description: 'Abhishek with milk', price: 501, duration: '30 minutes', timeSlots: ['6:00 AM', '7:00 AM'], shipsPrasad: true }
const detail = temple(1, { name: 'Shree Siddhivinayak Temple', services: [abhishek] })
const tomorrow = todayISO(new Date(Date.now() + 86_400_000))
const openSlots = { body: [{ label: '6:00 AM', available: true, full: false }, { label: '7:00 AM', available: true, full: false }] }

function api(booking: Record<string, unknown> = { status: 201 }) {
  return fakeApi({
    'GET /api/site': { body: { ...SITE, states: STATES } },
    'GET /api/temples/temple-1': { body: detail },
    'GET /api/temple-bookings/time-slots': openSlots,
    'POST /api/temple-bookings': (call) =>
      'status' in booking && booking.status !== 201 ? booking : { status: 201, body: { id: 'TB1795326119256ABC', shortId: 'TB-CDEFGHJK', serviceName: 'Ganesh Abhishek', status: 'confirmed', paymentStatus: 'pending', totalAmount: 501, ...(call.body as object) } as TempleBooking },
  })
}

async function openAndFill() {
  renderTemples('/temples?temple=temple-1')
  expect(await screen.findByText('Prasad sent to your home')).toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'Book Now: Ganesh Abhishek' }))
  await userEvent.type(await screen.findByLabelText(/^Name/), 'Asha Kulkarni')
  await userEvent.type(screen.getByLabelText(/^Phone/), '98765 43210')
  await userEvent.type(screen.getByLabelText(/^Date/), tomorrow)
  await userEvent.selectOptions(screen.getByLabelText(/^Time slot/), '7:00 AM')
}

async function payInCash() {
  await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Cash on Delivery/ }))
  await userEvent.click(screen.getByRole('button', { name: 'Confirm cash booking' }))
  expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' }, { timeout: 4000 })).toBeInTheDocument()
}

describe('prasad at home in the temple booking form', () => {
  it('asks for the delivery address in its parts, each required, and sends it with the booking', async () => {
    const calls = api()
    await openAndFill()
    const prasad = screen.getByRole('group', { name: 'Prasad at home' })
    expect(within(prasad).getByRole('radio', { name: /Yes, send the prasad to my home/ })).toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    for (const label of [/^House number and street/, /^City or town/, /^State or union territory/, /^PIN code/]) {
      expect(within(prasad).getByLabelText(label)).toHaveAccessibleDescription('Please fill all required fields')
    }
    expect(within(prasad).getByLabelText(/^House number and street/)).toHaveFocus()
    expect(calls.callsTo('POST /api/temple-bookings')).toHaveLength(0)

    await userEvent.type(within(prasad).getByLabelText(/^House number and street/), '12 Temple Street, Mylapore')
    await userEvent.type(within(prasad).getByLabelText(/^City or town/), 'Chennai')
    await userEvent.selectOptions(within(prasad).getByLabelText(/^State or union territory/), 'Tamil Nadu')
    await userEvent.type(within(prasad).getByLabelText(/^PIN code/), '600 004')
    await payInCash()
    const [post] = calls.callsTo('POST /api/temple-bookings')
    expect(post.body).toMatchObject({
      wantsPrasad: true,
      deliveryAddress: { houseAndStreet: '12 Temple Street, Mylapore', landmark: '', city: 'Chennai', state: 'Tamil Nadu', pinCode: '600004' },
    })
  })

  it('"No prasad, thanks" hides the address and sends none', async () => {
    const calls = api()
    await openAndFill()
    await userEvent.click(screen.getByRole('radio', { name: 'No prasad, thanks' }))
    expect(screen.queryByLabelText(/^PIN code/)).not.toBeInTheDocument()
    await payInCash()
    const [post] = calls.callsTo('POST /api/temple-bookings')
    expect(post.body).toMatchObject({ wantsPrasad: false, deliveryAddress: null })
  })

  it("shows the server's refusal of an address part at its field, naming the states in the devotee's words", async () => {
    const message = 'PIN code 110001 is in Delhi, not in Tamil Nadu'
    api({ status: 422, body: { detail: message, code: 'pin_in_other_state', errors: [{ field: 'deliveryAddress.pinCode', message }] } })
    await openAndFill()
    await userEvent.type(screen.getByLabelText(/^House number and street/), '12 Temple Street')
    await userEvent.type(screen.getByLabelText(/^City or town/), 'Chennai')
    await userEvent.selectOptions(screen.getByLabelText(/^State or union territory/), 'Tamil Nadu')
    await userEvent.type(screen.getByLabelText(/^PIN code/), '110001')
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Cash on Delivery/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Confirm cash booking' }))
    expect(await screen.findByLabelText(/^PIN code/)).toHaveAccessibleDescription(message)
  })
})
