/** The priest booking screen as a devotee uses it: find a puja, fill the form, pay, get confirmed. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi, type Call, type Route } from '../../components/payment/testing'
import { todayISO } from '../../lib/format'
import PriestBookingPage from './PriestBookingPage'
import type { PujaService } from './api'
import { SANKALP_CHOICES } from '../../components/sankalp/testing'

const CATEGORIES = ['Ganesha', 'Lakshmi', 'Shiva']
const SERVICES: PujaService[] = Array.from({ length: 23 }, (_, i) => ({
  id: `puja-${i + 1}`,
  name: `${CATEGORIES[i % 3]} Puja ${i + 1}`,
  price: 2299 + i * 100,
  duration: '2 hours',
  category: CATEGORIES[i % 3],
  categoryLabel: CATEGORIES[i % 3],
  description: `Description of puja ${i + 1}`,
  includes: ['Experienced Vedic pandit', 'All samagri'],
  requirements: ['A clean space'],
  samagriFamily: ['Fresh flowers', '5 kinds of fruit'],
  samagriPriest: ['Roli and akshat'],
  image: `/media/seed/puja-${CATEGORIES[i % 3].toLowerCase()}.0123456789ab.svg`,
  // Real figures on the first two; the rest have no reviews yet.
  ratingAverage: [4.6, 5][i] ?? null,
  ratingCount: [12, 1][i] ?? 0,
}))

function servicesPage(call: Call) {
  const search = (call.query.get('search') ?? '').toLowerCase()
  const category = call.query.get('category')
  const offset = Number(call.query.get('offset') ?? 0)
  const limit = Number(call.query.get('limit') ?? 10)
  const matches = SERVICES.filter((s) => (!category || s.category === category) && (!search || s.name.toLowerCase().includes(search)))
  return { body: { items: matches.slice(offset, offset + limit), total: matches.length, offset, limit } }
}

const tomorrow = todayISO(new Date(Date.now() + 86_400_000))
const slots = ['6:00 AM - 8:00 AM', '8:00 AM - 10:00 AM', '10:00 AM - 12:00 PM', '12:00 PM - 2:00 PM', '2:00 PM - 4:00 PM', '4:00 PM - 6:00 PM', '6:00 PM - 8:00 PM', '8:00 PM - 10:00 PM']
const BOOKING = { id: 'PB1795', shortId: 'PB-K2QM4PA9', serviceId: 'puja-1', serviceName: 'Ganesha Puja 1', customerName: 'Asha Rao', customerPhone: '9876543210', customerEmail: null, customerAddress: '12 MG Road, Pune', isOnline: false, selectedDate: tomorrow, selectedTime: '10:00 AM - 12:00 PM', specialRequests: '', price: 2299, status: 'pending', paymentStatus: 'pending' }

const PRIESTS = [
  { id: 'priest-venkatesh', name: 'Vedamurthy Venkatesh Iyer', photo: null, languages: ['Tamil', 'English', 'Sanskrit'], experience: 24, city: 'Bengaluru, Karnataka', bio: 'Homas in the South Indian tradition.', online: true, verifiedAt: '2026-11-01T00:00:00Z', pujasPerformed: 23, completedBookings: 4, ratingAverage: 4.5, ratingCount: 2, distanceKm: 3.2 },
  { id: 'priest-alok', name: 'Acharya Alok Mishra', photo: null, languages: ['Hindi', 'Sanskrit'], experience: 12, city: 'Varanasi, Uttar Pradesh', bio: 'Shiva pujas.', online: true, verifiedAt: null, pujasPerformed: 22, completedBookings: 0, ratingAverage: null, ratingCount: 0, distanceKm: null },
]

/** The server's free list: filtered by the language asked for, as the server does. */
function freePriests(call: Call) {
  const language = call.query.get('language')
  return { priests: PRIESTS.filter((priest) => !language || priest.languages.includes(language)), located: true }
}

function show(routes: Record<string, Route> = {}, url = '/book/priest') {
  const api = mockApi({
    'GET /api/puja-services': servicesPage,
    'GET /api/puja-services/categories': { body: [{ name: 'All', label: 'All', count: 23 }, ...CATEGORIES.map((name) => ({ name, label: name, count: SERVICES.filter((s) => s.category === name).length }))] },
    'GET /api/puja-services/puja-1': { body: SERVICES[0] },
    'GET /api/priest-bookings/time-slots': { body: slots.map((label, i) => ({ label, available: i > 1 })) },
    'POST /api/priest-bookings': { status: 201, body: BOOKING },
    'GET /api/site': { body: { priestLanguages: ['Hindi', 'Sanskrit', 'English', 'Tamil'], sankalp: SANKALP_CHOICES } },
    'GET /api/priests/free': (call: Call) => ({ body: freePriests(call) }),
    ...routes,
  })
  const router = createMemoryRouter(
    [
      { path: '/book/priest', Component: PriestBookingPage },
      { path: '/user/orders', element: <h1>Orders page</h1> },
    ],
    { initialEntries: [url] },
  )
  const view = render(<RouterProvider router={router} />)
  return { api, router, view }
}

async function openForm(user = userEvent.setup()) {
  const card = await screen.findByRole('article', { name: 'Ganesha Puja 1' })
  await user.click(within(card).getByRole('button', { name: 'Book Now' }))
  await screen.findByRole('heading', { name: 'Book Ganesha Puja 1' })
  return user
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full Name/), 'Asha Rao')
  await user.type(screen.getByLabelText(/Phone/), '98765 43210')
  await user.type(screen.getByLabelText(/Address/), '12 MG Road, Pune')
  fireEvent.change(screen.getByLabelText(/Date/), { target: { value: tomorrow } })
  await waitFor(() => expect(screen.getByRole('option', { name: '10:00 AM - 12:00 PM' })).toBeEnabled())
  await user.selectOptions(screen.getByLabelText(/Time Slot/), '10:00 AM - 12:00 PM')
}

const fieldError = (label: RegExp) => screen.getByLabelText(label).closest('div')?.querySelector('[role="alert"]')?.textContent

describe('PriestBookingPage list', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows 10 pujas with price, duration, rating, includes, samagri; Load More adds 10 by offset', async () => {
    const { api } = show()
    const card = await screen.findByRole('article', { name: 'Ganesha Puja 1' })
    expect(screen.getAllByRole('article')).toHaveLength(10)
    expect(within(card).getByText('₹2,299')).toBeInTheDocument()
    expect(within(card).getByText('2 hours')).toBeInTheDocument()
    expect(within(card).getByText('4.6 (12 reviews)')).toBeInTheDocument()
    expect(within(screen.getByRole('article', { name: 'Lakshmi Puja 2' })).getByText('5.0 (1 review)')).toBeInTheDocument()
    expect(within(screen.getByRole('article', { name: 'Shiva Puja 3' })).getByText('New')).toBeInTheDocument()
    expect(within(card).getByText('Experienced Vedic pandit')).toBeInTheDocument()
    expect(within(card).getByText('A clean space')).toBeInTheDocument()
    // The samagri lists, each under its own title with its count.
    expect(within(card).getByText('Samagri you keep ready (2)')).toBeInTheDocument()
    expect(within(card).getByText('5 kinds of fruit')).toBeInTheDocument()
    expect(within(card).getByText('Samagri the priest brings (1)')).toBeInTheDocument()
    expect(screen.getByText('Showing 10 of 23 pujas')).toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Load More' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20))
    expect(api.callsTo('GET /api/puja-services').at(-1)?.query.get('offset')).toBe('10')
    await user.click(screen.getByRole('button', { name: 'Load More' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(23))
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument()
  })

  it('searches on the server once typing pauses', async () => {
    const { api } = show()
    await screen.findAllByRole('article')
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search pujas' }), 'puja 2')
    await waitFor(() => expect(screen.getByText('Showing 5 of 5 pujas')).toBeInTheDocument())
    const searches = api.callsTo('GET /api/puja-services').map((call) => call.query.get('search'))
    expect(searches).toEqual([null, 'puja 2'])
  })

  it('filters by category and Clear Filters resets', async () => {
    const { api } = show()
    const user = userEvent.setup()
    await screen.findAllByRole('article')
    const chip = screen.getByRole('button', { name: /^Lakshmi/ })
    await user.click(chip)
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(8))
    expect(chip).toHaveAttribute('aria-pressed', 'true')
    expect(api.callsTo('GET /api/puja-services').at(-1)?.query.get('category')).toBe('Lakshmi')
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10))
    expect(api.callsTo('GET /api/puja-services').at(-1)?.query.get('category')).toBeNull()
  })

  it('says when nothing matches, with Clear Filters', async () => {
    show()
    await screen.findAllByRole('article')
    await userEvent.type(screen.getByRole('searchbox'), 'zzz')
    expect(await screen.findByText('No pujas found')).toBeInTheDocument()
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear Filters' })[0])
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10))
  })

  it('explains a failure and retries', async () => {
    let calls = 0
    show({ 'GET /api/puja-services': (call) => (++calls === 1 ? 'network' : servicesPage(call)) })
    expect(await screen.findByText(/We could not reach Punya/)).toBeInTheDocument()
    await userEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0])
    expect(await screen.findAllByRole('article')).toHaveLength(10)
  })
})

describe('PriestBookingPage form', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows the spec message at every missing field, and no address when online', async () => {
    show()
    const user = await openForm()
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    for (const label of [/Full Name/, /Phone/, /Address/, /^Date/, /Time Slot/]) expect(fieldError(label)).toBe('Please fill all required fields')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByLabelText(/Full Name/)).toHaveFocus()
    await user.click(screen.getByRole('checkbox', { name: /Online puja/ }))
    expect(screen.queryByLabelText(/Address/)).not.toBeInTheDocument()
  })

  it('checks phone, e-mail and a date before today', async () => {
    show()
    const user = await openForm()
    await user.type(screen.getByLabelText(/Phone/), '12345')
    await user.type(screen.getByLabelText(/Email/), 'asha@')
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2020-01-01' } })
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    expect(fieldError(/Phone/)).toBe('Phone number must be 10 digits')
    expect(fieldError(/Email/)).toBe('Invalid email format')
    expect(fieldError(/^Date/)).toBe('Date cannot be before today')
    await user.clear(screen.getByLabelText(/Phone/))
    await user.type(screen.getByLabelText(/Phone/), '5876543210')
    expect(fieldError(/Phone/)).toBe('Invalid Indian mobile number format')
  })

  it('disables time slots that have begun', async () => {
    show()
    await openForm()
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: tomorrow } })
    await waitFor(() => expect(screen.getByRole('option', { name: '6:00 AM - 8:00 AM (not available)' })).toBeDisabled())
    expect(screen.getByRole('option', { name: '10:00 AM - 12:00 PM' })).toBeEnabled()
  })

  it('shows a slot every priest is booked for as Full, and refuses it', async () => {
    const full = slots.map((label, i) => ({ label, available: i > 1 && i !== 3, full: i === 3 }))
    show({ 'GET /api/priest-bookings/time-slots': { body: full } })
    const user = await openForm()
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: tomorrow } })
    await waitFor(() => expect(screen.getByRole('option', { name: '12:00 PM - 2:00 PM (Full)' })).toBeDisabled())
    expect(screen.getByRole('option', { name: '6:00 AM - 8:00 AM (not available)' })).toBeDisabled()
    expect(screen.getByRole('option', { name: '2:00 PM - 4:00 PM' })).toBeEnabled()
    // A draft that kept the slot from before it filled up is told why.
    fireEvent.change(screen.getByLabelText(/Time Slot/), { target: { value: '12:00 PM - 2:00 PM' } })
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    expect(fieldError(/Time Slot/)).toBe('All our priests are booked for this time slot. Please choose another time slot or date.')
  })

  it('a slot taken while paying: the 409 is shown at the slot, which then reads Full', async () => {
    const message = 'All our priests are booked for this time slot. Please choose another time slot or date.'
    let filled = false
    const { api } = show({
      'GET /api/priest-bookings/time-slots': () => ({ body: slots.map((label, i) => ({ label, available: i > 1 && !(filled && i === 2), full: filled && i === 2 })) }),
      'POST /api/priest-bookings': () => {
        filled = true
        return { status: 409, body: { detail: message, code: 'slot_full', errors: [{ field: 'selectedTime', message }] } }
      },
    })
    const user = await openForm()
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    await user.click(screen.getByRole('button', { name: 'Cash on Delivery' }))
    await user.click(screen.getByRole('button', { name: 'Confirm cash booking' }))
    await waitFor(() => expect(fieldError(/Time Slot/)).toBe(message))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByRole('option', { name: '10:00 AM - 12:00 PM (Full)' })).toBeDisabled()
    expect(api.callsTo('GET /api/priest-bookings/time-slots').length).toBeGreaterThan(1)
  })

  it('keeps what was typed across a reload (draft per puja)', async () => {
    const first = show()
    const user = await openForm()
    await user.type(screen.getByLabelText(/Full Name/), 'Asha Rao')
    first.view.unmount()
    vi.restoreAllMocks()
    show({}, '/book/priest?book=puja-1')
    expect(await screen.findByLabelText(/Full Name/)).toHaveValue('Asha Rao')
  })

  it('offers the free priests once the slot is chosen, and books the Tamil-speaking one chosen', async () => {
    const { api } = show()
    const user = await openForm()
    expect(screen.getByText('Choose the date and time slot to see the priests who are free.')).toBeInTheDocument()
    await fillForm(user)
    const choice = await screen.findByRole('radiogroup', { name: 'Your priest' })
    expect(within(choice).getByRole('radio', { name: /Any available priest/ })).toBeChecked()
    expect(within(choice).getAllByTestId('priest-card')).toHaveLength(2)
    // Ratings earned from reviews, or New: none typed in.
    const [rated, unrated] = within(choice).getAllByTestId('priest-card')
    expect(rated).toHaveTextContent('4.5 (2 reviews)')
    expect(unrated).toHaveTextContent('New')
    expect(unrated).not.toHaveTextContent(/\d\.\d \(/)
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language of the puja' }), 'Tamil')
    await waitFor(() => expect(within(screen.getByRole('radiogroup', { name: 'Your priest' })).getAllByTestId('priest-card')).toHaveLength(1))
    expect(api.callsTo('GET /api/priests/free').at(-1)?.query.get('language')).toBe('Tamil')
    expect(api.callsTo('GET /api/priest-bookings/time-slots').at(-1)?.query.get('language')).toBe('Tamil')
    const card = screen.getByTestId('priest-card')
    expect(card).toHaveTextContent('Speaks Tamil, English, Sanskrit')
    expect(card).toHaveTextContent('24 years of experience')
    expect(card).toHaveTextContent('3.2 km away')
    expect(card).toHaveTextContent('Verified')
    await user.click(within(card).getByRole('radio'))
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    await user.click(within(screen.getByRole('dialog', { name: 'Payment' })).getByRole('button', { name: 'Cash on Delivery' }))
    await user.click(screen.getByRole('button', { name: 'Confirm cash booking' }))
    await screen.findByRole('heading', { name: 'Booking received!' }, { timeout: 3000 })
    const [post] = api.callsTo('POST /api/priest-bookings')
    expect(post.body).toMatchObject({ priestId: 'priest-venkatesh', language: 'Tamil' })
  })

  it('does not ask for the free priests of a home puja before its address, and shows no error for it', async () => {
    // The server refuses a home puja without an address (422): the form must never ask that.
    const { api } = show({ 'GET /api/priests/free': (call: Call) => (call.query.get('customerAddress') || call.query.get('isOnline') === 'true' ? { body: freePriests(call) } : { status: 422, body: { detail: 'Please fill all required fields', code: 'required_fields_missing', errors: [{ field: 'customerAddress', message: 'Please fill all required fields' }] } }) })
    const user = await openForm()
    fireEvent.change(screen.getByLabelText(/Date/), { target: { value: tomorrow } })
    await waitFor(() => expect(screen.getByRole('option', { name: '10:00 AM - 12:00 PM' })).toBeEnabled())
    await user.selectOptions(screen.getByLabelText(/Time Slot/), '10:00 AM - 12:00 PM')
    expect(await screen.findByText('Enter the address of the puja to see the priests who can come.')).toBeInTheDocument()
    expect(screen.queryByText('Please fill all required fields')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    expect(api.callsTo('GET /api/priests/free')).toHaveLength(0)
    await user.type(screen.getByLabelText(/Address/), '12 MG Road, Pune')
    expect(await within(await screen.findByRole('radiogroup', { name: 'Your priest' })).findAllByTestId('priest-card')).toHaveLength(2)
    expect(api.callsTo('GET /api/priests/free').every((call) => call.query.get('customerAddress'))).toBe(true)
    const asked = api.callsTo('GET /api/priests/free').length
    // An online puja needs no address: asked for at once.
    await user.clear(screen.getByLabelText(/Address/))
    await user.click(screen.getByRole('checkbox', { name: /online/i }))
    await waitFor(() => expect(api.callsTo('GET /api/priests/free').length).toBeGreaterThan(asked))
    expect(api.callsTo('GET /api/priests/free').at(-1)?.query.get('isOnline')).toBe('true')
    expect(await within(await screen.findByRole('radiogroup', { name: 'Your priest' })).findAllByTestId('priest-card')).toHaveLength(2)
    expect(screen.queryByText('Please fill all required fields')).not.toBeInTheDocument()
  })

  it('says "In your city" for a priest from the same town as the home, never "0 km away"', async () => {
    const near = { ...PRIESTS[0], distanceKm: 0 }
    show({ 'GET /api/priests/free': { body: { priests: [near], located: true } } })
    const user = await openForm()
    await fillForm(user)
    const card = await screen.findByTestId('priest-card')
    expect(card).toHaveTextContent('From Bengaluru, Karnataka · In your city')
    expect(card).not.toHaveTextContent('0 km')
  })

  it('names the chosen priest on the confirmation, and "any" as told when confirmed', async () => {
    show()
    const user = await openForm()
    await fillForm(user)
    const [card] = await screen.findAllByTestId('priest-card')
    await user.click(within(card).getByRole('radio'))
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    await user.click(within(screen.getByRole('dialog', { name: 'Payment' })).getByRole('button', { name: 'Cash on Delivery' }))
    await user.click(screen.getByRole('button', { name: 'Confirm cash booking' }))
    const confirmed = (await screen.findByRole('heading', { name: 'Booking received!' }, { timeout: 3000 })).closest('section')!
    expect(within(confirmed).getByText('Your priest').nextElementSibling).toHaveTextContent('Vedamurthy Venkatesh Iyer')
  })

  it('says "any available priest" on the confirmation when the devotee let us choose', async () => {
    show()
    const user = await openForm()
    await fillForm(user)
    await screen.findAllByTestId('priest-card')
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    await user.click(within(screen.getByRole('dialog', { name: 'Payment' })).getByRole('button', { name: 'Cash on Delivery' }))
    await user.click(screen.getByRole('button', { name: 'Confirm cash booking' }))
    const confirmed = (await screen.findByRole('heading', { name: 'Booking received!' }, { timeout: 3000 })).closest('section')!
    expect(within(confirmed).getByText('Your priest').nextElementSibling).toHaveTextContent('Any available priest: we tell you the name when we confirm')
  })

  it('says so at the choice when the chosen priest was taken meanwhile', async () => {
    show({ 'POST /api/priest-bookings': { status: 409, body: { detail: 'Vedamurthy Venkatesh Iyer is already booked', code: 'priest_taken', errors: [{ field: 'priestId', message: 'taken' }] } } })
    const user = await openForm()
    await fillForm(user)
    const [card] = await screen.findAllByTestId('priest-card')
    await user.click(within(card).getByRole('radio'))
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    await user.click(within(screen.getByRole('dialog', { name: 'Payment' })).getByRole('button', { name: 'Cash on Delivery' }))
    await user.click(screen.getByRole('button', { name: 'Confirm cash booking' }))
    expect(await screen.findByText('This priest is no longer free at this time. Please choose another priest or time slot.')).toBeInTheDocument()
  })

  it('books with cash on delivery: the body, the confirmation, the draft cleared', async () => {
    const { api } = show()
    const user = await openForm()
    await fillForm(user)
    // The sankalp, optional and asked once: a nakshatra from the server's list and the names.
    await user.selectOptions(await screen.findByLabelText('Nakshatra or rashi'), 'Rohini')
    await user.type(screen.getByLabelText(/^The puja is for/), 'Asha Rao,  Vikram Rao ,')
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    await user.click(within(screen.getByRole('dialog', { name: 'Payment' })).getByRole('button', { name: 'Cash on Delivery' }))
    await user.click(screen.getByRole('button', { name: 'Confirm cash booking' }))
    expect(await screen.findByRole('heading', { name: 'Booking received!' }, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.getByText('We will confirm your booking within 12 hours.')).toBeInTheDocument()
    const [post] = api.callsTo('POST /api/priest-bookings')
    const sankalp = { gotra: null, nakshatra: 'Rohini', rashi: null, names: ['Asha Rao', 'Vikram Rao'] }
    expect(post.body).toEqual({ serviceId: 'puja-1', customerName: 'Asha Rao', customerPhone: '98765 43210', customerEmail: null, customerAddress: '12 MG Road, Pune', isOnline: false, selectedDate: tomorrow, selectedTime: '10:00 AM - 12:00 PM', specialRequests: '', priestId: null, language: null, messageLanguage: 'en', sankalp })
    expect(localStorage.getItem('punya.draft.sankalp.last')).toContain('nakshatra:Rohini')
    expect(post.headers['Idempotency-Key']).toBeTruthy()
    // The short id devotees read; no receipt before the priest is paid in cash on the day.
    expect(screen.getByText('PB-K2QM4PA9')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'View Receipt' })).not.toBeInTheDocument()
    expect(screen.getByText('We will confirm your booking within 12 hours.')).toBeInTheDocument()
    expect(screen.getByText(/Cash on Delivery: pay the priest/)).toBeInTheDocument()
    expect(localStorage.getItem('punya.draft.priest-form.puja-1')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'My Orders' }))
    expect(await screen.findByRole('heading', { name: 'Orders page' })).toBeInTheDocument()
  })

  it('puts the server’s field errors back at the fields', async () => {
    const refusal = { status: 422, body: { detail: 'This time slot has already started today', code: 'slot_started', errors: [{ field: 'selectedTime', message: 'This time slot has already started today' }] } }
    show({ 'POST /api/priest-bookings': refusal })
    const user = await openForm()
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    await user.click(screen.getByRole('button', { name: 'Cash on Delivery' }))
    await user.click(screen.getByRole('button', { name: 'Confirm cash booking' }))
    await waitFor(() => expect(fieldError(/Time Slot/)).toBe('This time slot has already started today'))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('offline: saved on the phone, pending notice, confirmation once it goes through', async () => {
    let online = false
    show({ 'POST /api/priest-bookings': () => (online ? { status: 201, body: BOOKING } : 'network') })
    const user = await openForm()
    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    await user.click(screen.getByRole('button', { name: 'Cash on Delivery' }))
    await user.click(screen.getByRole('button', { name: 'Confirm cash booking' }))
    expect(await within(screen.getByRole('dialog')).findByText(/Your booking is saved on this phone/)).toBeInTheDocument()
    await user.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' }).at(-1)!)
    expect(screen.getByText(/Your priest booking is saved on this phone/)).toBeInTheDocument()

    online = true
    await user.click(screen.getByRole('button', { name: 'Send now' }))
    expect(await screen.findByRole('heading', { name: 'Booking received!' })).toBeInTheDocument()
    expect(screen.getByText('Your booking that was waiting on this phone has now been sent.')).toBeInTheDocument()
    expect(screen.queryByText(/Your priest booking is saved on this phone/)).not.toBeInTheDocument()
    expect(localStorage.getItem('punya.draft.priest-form.puja-1')).toBeNull()
  })
})
