/** Change date in My Orders: offered only where the server says a priest booking may move, the new date's
 * free slots from the same request as the booking form, the card and the message after the move, and a
 * refusal said clearly with the panel and the choice kept. */
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '../../i18n/I18nProvider'
import { mockApi, type Route } from '../../components/payment/testing'
import { save } from '../../lib/storage'
import MyOrdersPage from './MyOrdersPage'
import type { LookupResult, PriestBooking } from './api'

const OWN = { customerName: 'Meera Iyer', customerPhone: '9845012345', customerEmail: 'meera@example.com', updatedAt: '2026-11-20T06:30:00Z', refunds: [], payable: false, cancellable: true, returnable: false, reviewable: false, review: null, receipt: null }
const MOVABLE: PriestBooking = {
  ...OWN,
  movable: true,
  id: 'PB1763600000000AA',
  shortId: 'PB-000000AA',
  serviceId: 'ganesh-puja',
  serviceName: 'Ganesh Puja',
  customerAddress: 'Kothrud, Pune',
  isOnline: false,
  selectedDate: '2030-01-10',
  selectedTime: '8:00 AM - 10:00 AM',
  specialRequests: '',
  sankalp: null,
  price: 2299,
  status: 'confirmed',
  priestAssigned: 'Pandit Ramesh Shastri',
  priestId: 'priest-ramesh',
  language: 'Marathi',
  paymentStatus: 'pending',
  photos: [],
  statusHistory: [{ status: 'confirmed', at: '2026-11-20T06:30:00Z' }],
  createdAt: '2026-11-20T06:30:00Z',
}
// Within the hours before its slot (or no longer pending or confirmed): the server says it may not move.
const SETTLED: PriestBooking = { ...MOVABLE, id: 'PB1763600000000BB', shortId: 'PB-000000BB', movable: false, selectedDate: '2029-12-01' }
const FOUND: LookupResult = { priestBookings: [MOVABLE, SETTLED], templeBookings: [], storeOrders: [], hidden: 0, verified: true }

const LABELS = ['6:00 AM - 8:00 AM', '8:00 AM - 10:00 AM', '10:00 AM - 12:00 PM', '12:00 PM - 2:00 PM', '2:00 PM - 4:00 PM', '4:00 PM - 6:00 PM', '6:00 PM - 8:00 PM', '8:00 PM - 10:00 PM']
// 12:00 PM - 2:00 PM has no priest free on the new date: full.
const SLOTS = LABELS.map((label) => ({ label, available: label !== '12:00 PM - 2:00 PM', full: label === '12:00 PM - 2:00 PM' }))
const MOVED: PriestBooking = { ...MOVABLE, selectedDate: '2030-01-15', selectedTime: '4:00 PM - 6:00 PM' }
const MOVED_MESSAGE = 'Your booking is moved to Tuesday, 15 January 2030, 4:00 PM - 6:00 PM.'

configure({ asyncUtilTimeout: 4000 })

function setup(routes: Record<string, Route> = {}) {
  const api = mockApi({
    'POST /api/orders/lookup': { body: FOUND },
    'GET /api/priest-bookings/time-slots': { body: SLOTS },
    'POST /api/orders/reschedule': { body: { kind: 'priest', record: MOVED, message: MOVED_MESSAGE } },
    ...routes,
  })
  const router = createMemoryRouter([{ path: '/user/orders', Component: MyOrdersPage }], { initialEntries: ['/user/orders'] })
  render(
    <I18nProvider>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  return api
}

const cardOf = (id: string) => screen.getByText(id).closest('li')!

async function lookUp(user: ReturnType<typeof userEvent.setup>, phone = 'Phone Number', find = 'Find My Orders') {
  await user.type(await screen.findByLabelText(phone), '9845012345')
  await user.click(screen.getByRole('button', { name: find }))
  await screen.findByText(MOVABLE.shortId)
}

/** Change date on the movable booking, the new date typed and one of its slots chosen. */
async function chooseNewSlot(user: ReturnType<typeof userEvent.setup>, time = '4:00 PM - 6:00 PM') {
  await user.click(within(cardOf(MOVABLE.shortId)).getByRole('button', { name: 'Change date' }))
  const dialog = screen.getByRole('dialog', { name: `Change the date of ${MOVABLE.shortId}` })
  fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2030-01-15' } })
  await waitFor(() => expect(within(dialog).getByRole('option', { name: time })).toBeEnabled())
  await user.selectOptions(within(dialog).getByLabelText(/Time Slot/), time)
  return dialog
}

describe('Change date in My Orders', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is offered only on a booking the server says may move', async () => {
    const user = userEvent.setup()
    setup()
    await lookUp(user)
    expect(within(cardOf(MOVABLE.shortId)).getByRole('button', { name: 'Change date' })).toBeInTheDocument()
    expect(within(cardOf(SETTLED.shortId)).queryByRole('button', { name: 'Change date' })).not.toBeInTheDocument()
    // Still cancellable: the server's `movable`, not the browser, decides Change date.
    expect(within(cardOf(SETTLED.shortId)).getByRole('button', { name: 'Cancel Booking' })).toBeInTheDocument()
  })

  it('lists the chosen date’s slots for the booking’s puja and place, full ones disabled', async () => {
    const user = userEvent.setup()
    const api = setup()
    await lookUp(user)
    await user.click(within(cardOf(MOVABLE.shortId)).getByRole('button', { name: 'Change date' }))
    const dialog = screen.getByRole('dialog', { name: `Change the date of ${MOVABLE.shortId}` })
    expect(within(dialog).getByText('Booked now for 10 Jan 2030, 8:00 AM - 10:00 AM.')).toBeInTheDocument()
    const date = within(dialog).getByLabelText(/^Date/)
    expect(date).toHaveAttribute('type', 'date')
    expect(date).toHaveAttribute('min')
    expect(within(dialog).getByLabelText(/Time Slot/)).toBeDisabled()
    expect(api.callsTo('GET /api/priest-bookings/time-slots')).toHaveLength(0)

    fireEvent.change(date, { target: { value: '2030-01-15' } })
    expect(await within(dialog).findByRole('option', { name: '12:00 PM - 2:00 PM (Full)' })).toBeDisabled()
    expect(within(dialog).getByRole('option', { name: '4:00 PM - 6:00 PM' })).toBeEnabled()
    const asked = api.callsTo('GET /api/priest-bookings/time-slots')[0].query
    expect(Object.fromEntries(asked)).toEqual({ date: '2030-01-15', serviceId: 'ganesh-puja', isOnline: 'false', customerAddress: 'Kothrud, Pune', language: 'Marathi' })
  })

  it('asks for a date and a slot before sending', async () => {
    const user = userEvent.setup()
    const api = setup()
    await lookUp(user)
    await user.click(within(cardOf(MOVABLE.shortId)).getByRole('button', { name: 'Change date' }))
    const dialog = screen.getByRole('dialog', { name: `Change the date of ${MOVABLE.shortId}` })
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }))
    expect(within(dialog).getByLabelText(/^Date/)).toHaveAccessibleDescription('Please choose the new date')
    expect(within(dialog).getByLabelText(/Time Slot/)).toHaveAccessibleDescription('Please choose a time slot')
    expect(api.callsTo('POST /api/orders/reschedule')).toHaveLength(0)
  })

  it('moves the booking with the lookup contact, updates the card and shows the server’s message', async () => {
    const user = userEvent.setup()
    const api = setup()
    await lookUp(user)
    const dialog = await chooseNewSlot(user)
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }))

    expect(await screen.findByText(MOVED_MESSAGE)).toBeInTheDocument()
    expect(api.callsTo('POST /api/orders/reschedule')[0].body).toEqual({ kind: 'priest', id: MOVABLE.id, phone: '9845012345', email: null, selectedDate: '2030-01-15', selectedTime: '4:00 PM - 6:00 PM' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(within(cardOf(MOVABLE.shortId)).getByText('15 Jan 2030, 4:00 PM - 6:00 PM')).toBeInTheDocument()
    expect(within(cardOf(MOVABLE.shortId)).queryByText(/10 Jan 2030/)).not.toBeInTheDocument()
  })

  it('says a refusal in words, keeps the panel and the choice, and asks for the slots again when one filled', async () => {
    const user = userEvent.setup()
    const full = { detail: 'No priest who performs this puja in Marathi and reaches you is free at this time. Please choose another time slot or date.', code: 'slot_full', errors: [] }
    const api = setup({ 'POST /api/orders/reschedule': { status: 409, body: full } })
    await lookUp(user)
    const dialog = await chooseNewSlot(user)
    const asked = api.callsTo('GET /api/priest-bookings/time-slots').length
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }))

    expect(await within(dialog).findByText('No priest who performs this puja is free at this time. Please choose another time slot or date.')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: `Change the date of ${MOVABLE.shortId}` })).toBe(dialog)
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue('2030-01-15')
    expect(within(dialog).getByLabelText(/Time Slot/)).toHaveValue('4:00 PM - 6:00 PM')
    await waitFor(() => expect(api.callsTo('GET /api/priest-bookings/time-slots').length).toBeGreaterThan(asked))
    // The card still shows the booking as it was.
    expect(within(cardOf(MOVABLE.shortId)).getByText('10 Jan 2030, 8:00 AM - 10:00 AM')).toBeInTheDocument()

    // Another refusal, the same slot as now, by its code; then the move goes through.
    api.set('POST /api/orders/reschedule', { status: 409, body: { detail: 'The booking is already at this date and time.', code: 'same_slot', errors: [] } })
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }))
    expect(await within(dialog).findByText('The booking is already at this date and time.')).toBeInTheDocument()
    api.set('POST /api/orders/reschedule', { body: { kind: 'priest', record: MOVED, message: MOVED_MESSAGE } })
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }))
    expect(await screen.findByText(MOVED_MESSAGE)).toBeInTheDocument()
  })

  it('says why a booking may no longer move, with the policy’s hours from the site', async () => {
    const user = userEvent.setup()
    const tooLate = 'A booking can be moved up to 48 hours before its time. It is closer than that now: you may cancel it as our refund policy provides and book again.'
    setup({ 'POST /api/orders/reschedule': { status: 409, body: { detail: tooLate, code: 'not_movable', errors: [] } } })
    await lookUp(user)
    const dialog = await chooseNewSlot(user)
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }))
    expect(await within(dialog).findByText(tooLate)).toBeInTheDocument()
  })

  it('asks for the one-time code when the server wants it, then comes back to the panel with the choice kept', async () => {
    const user = userEvent.setup()
    let verified = false
    const api = setup({
      'POST /api/orders/lookup': { body: { ...FOUND, verified: false } },
      'POST /api/orders/reschedule': () =>
        verified
          ? { body: { kind: 'priest', record: MOVED, message: MOVED_MESSAGE } }
          : { status: 403, body: { detail: 'Verify your phone number or email address with a one-time code.', code: 'verification_required' } },
      'POST /api/verification/codes': { status: 202, body: { destination: '***2345', channel: 'sms', expiresInSeconds: 600, resendAfterSeconds: 30 } },
      'POST /api/verification/confirm': () => {
        verified = true
        return { body: { destination: '***2345', channel: 'sms', verifiedUntil: '2030-01-01T06:30:00Z' } }
      },
    })
    await lookUp(user)
    await user.click(within(await chooseNewSlot(user)).getByRole('button', { name: 'Move booking' }))
    const verify = await screen.findByRole('dialog', { name: "Verify it's you" })
    expect(within(verify).getByText(`To change the date of ${MOVABLE.shortId}, first prove this phone number or email address is yours.`)).toBeInTheDocument()
    await user.click(within(verify).getByRole('button', { name: 'Send code' }))
    await user.type(await within(verify).findByLabelText('Verification code'), '424242')
    await user.click(within(verify).getByRole('button', { name: 'Verify' }))

    const dialog = await screen.findByRole('dialog', { name: `Change the date of ${MOVABLE.shortId}` })
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue('2030-01-15')
    await waitFor(() => expect(within(dialog).getByLabelText(/Time Slot/)).toHaveValue('4:00 PM - 6:00 PM'))
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }))
    expect(await screen.findByText(MOVED_MESSAGE)).toBeInTheDocument()
    expect(api.callsTo('POST /api/orders/reschedule')).toHaveLength(2)
  })

  it('speaks Hindi: the panel, a refusal by its code, and the new date as the app writes dates', async () => {
    save('lang', 'hi')
    const user = userEvent.setup()
    const api = setup({ 'POST /api/orders/reschedule': { status: 422, body: { detail: 'Date cannot be before today', code: 'date_in_past', errors: [] } } })
    await lookUp(user, 'फ़ोन नंबर', 'मेरे ऑर्डर खोजें')
    await user.click(within(cardOf(MOVABLE.shortId)).getByRole('button', { name: 'तारीख बदलें' }))
    const dialog = screen.getByRole('dialog', { name: `${MOVABLE.shortId} की तारीख बदलें` })
    fireEvent.change(within(dialog).getByLabelText(/^तारीख/), { target: { value: '2030-01-15' } })
    expect(await within(dialog).findByRole('option', { name: '12:00 PM - 2:00 PM (भरा हुआ)' })).toBeDisabled()
    await user.selectOptions(within(dialog).getByLabelText(/^समय/), '4:00 PM - 6:00 PM')
    await user.click(within(dialog).getByRole('button', { name: 'नई तारीख पक्की करें' }))
    expect(await within(dialog).findByText('नई तारीख आज से पहले की नहीं हो सकती।')).toBeInTheDocument()

    api.set('POST /api/orders/reschedule', { body: { kind: 'priest', record: MOVED, message: MOVED_MESSAGE } })
    await user.click(within(dialog).getByRole('button', { name: 'नई तारीख पक्की करें' }))
    const newDate = new Date('2030-01-15T00:00:00').toLocaleDateString('hi-IN', { day: 'numeric', month: 'short', year: 'numeric' })
    expect(await screen.findByText(`आपकी बुकिंग की तारीख बदल दी गई है: अब ${newDate}, 4:00 PM - 6:00 PM।`)).toBeInTheDocument()
    expect(screen.queryByText(MOVED_MESSAGE)).not.toBeInTheDocument()
  })
})
