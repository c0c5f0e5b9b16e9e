/** A temple's page and its booking: validation at the fields, cash payment, server refusals, offline. */
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { todayISO } from '../../lib/format'
import { SITE, fakeApi, renderTemples, temple } from './testing'
import type { TempleBooking } from '../../lib/records'

afterEach(() => vi.restoreAllMocks())

const abhishek = { id: 'svc-abhishek', templeId: 'temple-1', name: 'Ganesh Abhishek', description: 'Abhishek with milk', price: 501, duration: '30 minutes', timeSlots: ['6:00 AM', '7:00 AM'], shipsPrasad: false }
const detail = temple(1, { name: 'Shree Siddhivinayak Temple', coordinates: { latitude: 19.016944, longitude: 72.830278 }, services: [abhishek] })
const tomorrow = todayISO(new Date(Date.now() + 86_400_000))
const SLOTS_PATH = 'GET /api/temple-bookings/time-slots'
const FULL_MESSAGE = 'This pooja is fully booked for this time slot. Please choose another time slot or date.'
const openSlots = { body: [{ label: '6:00 AM', available: true, full: false }, { label: '7:00 AM', available: true, full: false }] }

function booked(body: Record<string, unknown>): TempleBooking {
  return { id: 'TB1795326119256ABC', shortId: 'TB-CDEFGHJK', serviceName: 'Ganesh Abhishek', status: 'confirmed', paymentStatus: 'pending', totalAmount: 501, ...body } as TempleBooking
}

async function openForm() {
  renderTemples('/temples?temple=temple-1')
  expect(await screen.findByRole('heading', { level: 1, name: 'Shree Siddhivinayak Temple' })).toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'Book Now: Ganesh Abhishek' }))
  expect(await screen.findByRole('heading', { name: 'Book Ganesh Abhishek' })).toBeInTheDocument()
}

async function fillForm() {
  await userEvent.type(screen.getByLabelText(/^Name/), 'Asha Kulkarni')
  await userEvent.type(screen.getByLabelText(/^Phone/), '98765 43210')
  await userEvent.type(screen.getByLabelText(/^Date/), tomorrow)
  await userEvent.selectOptions(screen.getByLabelText(/^Time slot/), '7:00 AM')
}

describe('temple detail and booking', () => {
  it('shows the temple with its map link and poojas', async () => {
    fakeApi({ 'GET /api/site': { body: SITE }, 'GET /api/temples/temple-1': { body: detail } })
    renderTemples('/temples?temple=temple-1')
    const map = await screen.findByRole('link', { name: /Open in Google Maps/ })
    expect(map).toHaveAttribute('href', 'https://www.google.com/maps?q=19.016944,72.830278')
    expect(map).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('heading', { name: 'Ganesh Abhishek' })).toBeInTheDocument()
    expect(screen.getByText('30 minutes')).toBeInTheDocument()
    expect(screen.getByText('₹501')).toBeInTheDocument()
    expect(screen.getByText('7:00 AM')).toBeInTheDocument()
  })

  it('says what is missing at each required field, and checks the phone', async () => {
    const api = fakeApi({ 'GET /api/site': { body: SITE }, 'GET /api/temples/temple-1': { body: detail } })
    await openForm()
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    for (const label of [/^Name/, /^Phone/, /^Date/, /^Time slot/]) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Please fill all required fields')
    }
    expect(screen.getByLabelText(/^Email/)).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText(/^Name/)).toHaveFocus()

    await userEvent.type(screen.getByLabelText(/^Phone/), '12345')
    await userEvent.type(screen.getByLabelText(/^Email/), 'asha@')
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription('Phone number must be 10 digits')
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Invalid email format')
    await userEvent.clear(screen.getByLabelText(/^Phone/))
    await userEvent.type(screen.getByLabelText(/^Phone/), '5876543210')
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription('Invalid Indian mobile number format')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(api.callsTo('POST /api/temple-bookings')).toHaveLength(0)
  })

  it('books with cash on delivery and confirms with the call promise; the draft is cleared', async () => {
    const api = fakeApi({
      'GET /api/site': { body: SITE },
      'GET /api/temples/temple-1': { body: detail },
      [SLOTS_PATH]: openSlots,
      'POST /api/temple-bookings': (call) => ({ status: 201, body: booked(call.body as Record<string, unknown>) }),
    })
    await openForm()
    await fillForm()
    await userEvent.type(screen.getByLabelText(/^Special requests/), 'Sankalp: Kulkarni family')
    // The sankalp, asked once and optional: gotra, a rashi from the server's list, the names.
    await userEvent.type(screen.getByLabelText('Gotra'), 'Kashyap')
    await userEvent.selectOptions(await screen.findByLabelText('Nakshatra or rashi'), 'Vrishabha (Taurus)')
    await userEvent.type(screen.getByLabelText(/^The puja is for/), 'Asha Kulkarni, Ravi Kulkarni')
    expect(localStorage.getItem('punya.draft.temple-booking.temple-1.svc-abhishek')).toContain('Asha Kulkarni')

    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Cash on Delivery/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Confirm cash booking' }))
    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' }, { timeout: 4000 })).toBeInTheDocument()
    expect(screen.getByText('The temple will call you within 2 hours with the details of your visit.')).toBeInTheDocument()
    expect(screen.getByText('TB-CDEFGHJK')).toBeInTheDocument()
    // No receipt before the cash is paid at the temple.
    expect(screen.queryByRole('link', { name: 'View Receipt' })).not.toBeInTheDocument()
    expect(screen.getByText('Cash, to be paid at the temple')).toBeInTheDocument()

    const [post] = api.callsTo('POST /api/temple-bookings')
    expect(post.body).toEqual({
      templeId: 'temple-1',
      serviceId: 'svc-abhishek',
      customerName: 'Asha Kulkarni',
      customerPhone: '98765 43210',
      customerEmail: null,
      selectedDate: tomorrow,
      selectedTime: '7:00 AM',
      specialRequests: 'Sankalp: Kulkarni family',
      messageLanguage: 'en',
      sankalp: { gotra: 'Kashyap', nakshatra: null, rashi: 'Taurus', names: ['Asha Kulkarni', 'Ravi Kulkarni'] },
    })
    expect(post.headers['Idempotency-Key']).toBeTruthy()
    expect(localStorage.getItem('punya.draft.temple-booking.temple-1.svc-abhishek')).toBeNull()
    // Kept on the phone: the next booking's form starts with it.
    expect(localStorage.getItem('punya.draft.sankalp.last')).toContain('Kashyap')
  })

  it('offers the sankalp of the last booking again, skippable, and refuses too many names before sending', async () => {
    localStorage.setItem('punya.draft.sankalp.last', JSON.stringify({ value: { gotra: 'Bharadwaj', star: 'nakshatra:Rohini', names: 'Meera' }, expires: Date.now() + 86_400_000 }))
    const api = fakeApi({ 'GET /api/site': { body: SITE }, 'GET /api/temples/temple-1': { body: detail }, [SLOTS_PATH]: openSlots })
    await openForm()
    expect(screen.getByRole('group', { name: 'Sankalp (optional)' })).toBeInTheDocument()
    expect(screen.getByLabelText('Gotra')).toHaveValue('Bharadwaj')
    expect(await screen.findByLabelText('Nakshatra or rashi')).toHaveValue('nakshatra:Rohini')
    expect(within(screen.getByLabelText('Nakshatra or rashi')).getByRole('option', { name: "Don't know" })).toHaveValue('')
    const names = screen.getByLabelText(/^The puja is for/)
    expect(names).toHaveValue('Meera')
    await fillForm()
    await userEvent.clear(names)
    await userEvent.type(names, 'A, B, C, D, E, F, G, H, I')
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    expect(names).toHaveAccessibleDescription('Please give at most 8 names')
    expect(names).toHaveFocus()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(api.callsTo('POST /api/temple-bookings')).toHaveLength(0)
  })

  it("shows the server's refusal at the field it concerns", async () => {
    fakeApi({
      'GET /api/site': { body: SITE },
      'GET /api/temples/temple-1': { body: detail },
      [SLOTS_PATH]: openSlots,
      'POST /api/temple-bookings': {
        status: 422,
        body: { detail: 'This time slot has already started today', code: 'slot_started', errors: [{ field: 'selectedTime', message: 'This time slot has already started today' }] },
      },
    })
    await openForm()
    await fillForm()
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Cash on Delivery/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Confirm cash booking' }))
    await waitFor(() => expect(screen.getByLabelText(/^Time slot/)).toHaveAccessibleDescription('This time slot has already started today'))
  })

  it('keeps a booking made offline, sends it later, and pays for that same booking', async () => {
    const api = fakeApi({ 'GET /api/site': { body: SITE }, 'GET /api/temples/temple-1': { body: detail }, [SLOTS_PATH]: openSlots, 'POST /api/temple-bookings': 'network' })
    await openForm()
    await fillForm()
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Cash on Delivery/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Confirm cash booking' }))
    const notices = await screen.findAllByText('You are offline. Your temple booking is saved on this phone and will be sent as soon as you are back online.')
    expect(notices.length).toBeGreaterThan(0)
    expect(localStorage.getItem('punya.draft.temple-booking.temple-1.svc-abhishek')).toContain('Asha Kulkarni')

    // Back online: the same submission (same Idempotency-Key) goes through.
    api.set('POST /api/temple-bookings', (call) => ({ status: 201, body: booked({ ...(call.body as Record<string, unknown>), customerPhone: '9876543210' }) }))
    await userEvent.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' })[0])
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }))
    expect(await screen.findByRole('heading', { name: 'Your saved booking has been sent' })).toBeInTheDocument()
    const posts = api.callsTo('POST /api/temple-bookings')
    expect(posts).toHaveLength(2)
    expect(posts[1].headers['Idempotency-Key']).toBe(posts[0].headers['Idempotency-Key'])

    // Paying now pays for that booking instead of making a second one.
    expect(screen.getByText(/Booking TB1795326119256ABC is saved and its payment is still pending/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Cash on Delivery/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Confirm cash booking' }))
    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' }, { timeout: 4000 })).toBeInTheDocument()
    expect(api.callsTo('POST /api/temple-bookings')).toHaveLength(2)
  })

  it('shows a full slot as Full from the server, and will not send it', async () => {
    const api = fakeApi({
      'GET /api/site': { body: SITE },
      'GET /api/temples/temple-1': { body: detail },
      [SLOTS_PATH]: { body: [{ label: '6:00 AM', available: true, full: false }, { label: '7:00 AM', available: false, full: true }] },
    })
    await openForm()
    await userEvent.type(screen.getByLabelText(/^Date/), tomorrow)
    expect(await screen.findByRole('option', { name: '7:00 AM (Full)' })).toBeDisabled()
    expect(screen.getByRole('option', { name: '6:00 AM' })).toBeEnabled()
    const asked = api.callsTo(SLOTS_PATH).at(-1)!.query
    expect([asked.get('templeId'), asked.get('serviceId'), asked.get('date')]).toEqual(['temple-1', 'svc-abhishek', tomorrow])
  })

  it('a slot taken while paying: the 409 is shown at the slot, which then reads Full', async () => {
    let filled = false
    const api = fakeApi({
      'GET /api/site': { body: SITE },
      'GET /api/temples/temple-1': { body: detail },
      [SLOTS_PATH]: () => (filled ? { body: [{ label: '6:00 AM', available: true, full: false }, { label: '7:00 AM', available: false, full: true }] } : openSlots),
      'POST /api/temple-bookings': () => {
        filled = true
        return { status: 409, body: { detail: FULL_MESSAGE, code: 'slot_full', errors: [{ field: 'selectedTime', message: FULL_MESSAGE }] } }
      },
    })
    await openForm()
    await fillForm()
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Cash on Delivery/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Confirm cash booking' }))
    await waitFor(() => expect(screen.getByLabelText(/^Time slot/)).toHaveAccessibleDescription(FULL_MESSAGE))
    expect(await screen.findByRole('option', { name: '7:00 AM (Full)' })).toBeDisabled()
    // Sending it again is stopped at the field, before any request.
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    expect(screen.getByLabelText(/^Time slot/)).toHaveAccessibleDescription(FULL_MESSAGE)
    expect(api.callsTo('POST /api/temple-bookings')).toHaveLength(1)
  })

  it('keeps what was typed across a reload', async () => {
    fakeApi({ 'GET /api/site': { body: SITE }, 'GET /api/temples/temple-1': { body: detail } })
    await openForm()
    await userEvent.type(screen.getByLabelText(/^Name/), 'Asha')
    cleanup()
    renderTemples('/temples?temple=temple-1&service=svc-abhishek')
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Asha')
  })

  it('says plainly when the temple does not exist', async () => {
    fakeApi({ 'GET /api/site': { body: SITE }, 'GET /api/temples/temple-9': { status: 404, body: { detail: 'Unknown Temple', code: 'unknown_temple' } } })
    renderTemples('/temples?temple=temple-9')
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown Temple')
    expect(screen.getByRole('button', { name: /Back to Temples/ })).toBeInTheDocument()
  })
})
