/** "Verify it's you" in My Orders: records booked on another device are only counted; a one-time code sent
 * to the looked-up phone or e-mail lists them, and a cancel refused for want of it asks for the code first. */
import { configure, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nContext, translate } from '../../i18n/context'
import { hi } from '../../i18n/hi'
import { I18nProvider } from '../../i18n/I18nProvider'
import { mockApi, type Route } from '../../components/payment/testing'
import MyOrdersPage from './MyOrdersPage'
import type { LookupResult, PriestBooking } from './api'
import { VerifyPanel } from '../../components/verify/VerifyPanel'

const FULL: PriestBooking = {
  id: 'PB1763600000000AA',
  shortId: 'PB1763600000000AA',
  receipt: null,
  serviceId: 'ganesh-puja',
  serviceName: 'Ganesh Puja',
  customerName: 'Meera Iyer',
  customerPhone: '9845012345',
  customerEmail: 'meera@example.com',
  customerAddress: 'Flat 4, Kothrud, Pune, Maharashtra 411038',
  isOnline: false,
  selectedDate: '2026-11-25',
  selectedTime: '8:00 AM - 10:00 AM',
  specialRequests: '',
  sankalp: null,
  price: 2299,
  status: 'pending',
  cancellable: true,
  movable: false,
  priestAssigned: null,
  priestId: null,
  language: null,
  paymentStatus: 'pending',
  photos: [],
  statusHistory: [{ status: 'pending', at: '2026-11-20T06:30:00Z' }],
  createdAt: '2026-11-20T06:30:00Z',
  updatedAt: '2026-11-20T06:30:00Z',
  refunds: [],
  payable: false,
  returnable: false,
  reviewable: false,
  review: null,
}
const HIDDEN_RESULT: LookupResult = { priestBookings: [], templeBookings: [], storeOrders: [], hidden: 1, verified: false }
const VERIFIED_RESULT: LookupResult = { priestBookings: [FULL], templeBookings: [], storeOrders: [], hidden: 0, verified: true }
const OWN_RESULT: LookupResult = { ...VERIFIED_RESULT, verified: false }
const SENT = { destination: '***2345', channel: 'sms', expiresInSeconds: 600, resendAfterSeconds: 30 }
const CONFIRMED = { destination: '***2345', channel: 'sms', verifiedUntil: '2026-12-22T06:30:00Z' }
const wrongCode = (left: number) => ({ status: 422, body: { detail: `That code is not right. ${left} tries left.`, code: 'invalid_code', errors: [{ field: 'code', message: '' }] } })

configure({ asyncUtilTimeout: 4000 })

function setup(routes: Record<string, Route> = {}) {
  // The lookup only counts the record until the code is confirmed, then lists it.
  let verified = false
  const api = mockApi({
    'POST /api/orders/lookup': () => ({ body: verified ? VERIFIED_RESULT : HIDDEN_RESULT }),
    'POST /api/verification/codes': { status: 202, body: SENT },
    'POST /api/verification/confirm': (call) => {
      if ((call.body as { code: string }).code !== '424242') return wrongCode(4)
      verified = true
      return { body: CONFIRMED }
    },
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

async function lookUp(user: ReturnType<typeof userEvent.setup>, waitFor: RegExp | string = /made with these details on another device: 1\./) {
  await user.type(await screen.findByLabelText('Phone Number'), '98450 12345')
  await user.click(screen.getByRole('button', { name: 'Find My Orders' }))
  await screen.findByText(waitFor)
}

const panel = () => screen.getByRole('region', { name: "Verify it's you" })

describe('Owner verification in My Orders', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    localStorage.clear()
  })

  it('only counts records made elsewhere, counts down to Resend, shows a wrong code at the field, and lists them after the right one', async () => {
    const user = userEvent.setup()
    const api = setup()
    await lookUp(user)
    expect(within(panel()).getByText("We'll send a 6-digit code to ***2345.")).toBeInTheDocument()
    // Nothing of the record is on the page, and "No orders found" is not said either.
    expect(screen.queryByText('PB1763600000000AA')).not.toBeInTheDocument()
    expect(screen.queryByText('No orders found')).not.toBeInTheDocument()
    expect(api.callsTo('POST /api/verification/codes')).toHaveLength(0)

    await user.click(within(panel()).getByRole('button', { name: 'Send code' }))
    expect(await within(panel()).findByText('We sent a 6-digit code to ***2345. It expires in 10 minutes.')).toBeInTheDocument()
    expect(api.callsTo('POST /api/verification/codes')[0].body).toEqual({ phone: '98450 12345', email: null })
    const input = within(panel()).getByLabelText('Verification code')
    expect(input).toHaveAttribute('inputmode', 'numeric')
    expect(input).toHaveAttribute('autocomplete', 'one-time-code')
    expect(input).toHaveAttribute('maxlength', '6')
    expect(input).toHaveFocus()
    const resend = within(panel()).getByRole('button', { name: /^Resend code in \d+ s$/ })
    expect(resend).toBeDisabled()

    // Only digits go in; a short code is refused before asking the server.
    await user.type(input, '42a4')
    expect(input).toHaveValue('424')
    await user.click(within(panel()).getByRole('button', { name: 'Verify' }))
    expect(input).toHaveAccessibleDescription('Please enter the 6-digit code')
    expect(api.callsTo('POST /api/verification/confirm')).toHaveLength(0)

    await user.type(input, '999')
    await user.click(within(panel()).getByRole('button', { name: 'Verify' }))
    await vi.waitFor(() => expect(input).toHaveAccessibleDescription('That code is not right. 4 tries left.'))

    await user.clear(input)
    await user.type(input, '424242')
    await user.click(within(panel()).getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText(/^Verified\. All your bookings and orders are shown/)).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: "Verify it's you" })).not.toBeInTheDocument()
    expect(api.callsTo('POST /api/verification/confirm').at(-1)?.body).toEqual({ phone: '98450 12345', email: null, code: '424242' })
    // The lookup runs again and lists the record.
    await vi.waitFor(() => expect(api.callsTo('POST /api/orders/lookup')).toHaveLength(2))
    expect(await screen.findByText('PB1763600000000AA')).toBeInTheDocument()
  })

  it('a cancel refused for want of the code asks for it, then goes on to the cancel', async () => {
    const user = userEvent.setup()
    let verified = false
    const api = setup({
      'POST /api/orders/lookup': { body: OWN_RESULT },
      // The record shown is this browser's own, but by the time of the cancel the server wants the code.
      'POST /api/orders/cancel': () =>
        verified
          ? { body: { kind: 'priest', record: { ...FULL, status: 'cancelled', cancellable: false }, refundDue: false, message: 'Your booking has been cancelled.' } }
          : { status: 403, body: { detail: 'Verify your phone number or email address with a one-time code to cancel this booking.', code: 'verification_required' } },
      'POST /api/verification/confirm': () => {
        verified = true
        return { body: CONFIRMED }
      },
    })
    await lookUp(user, 'PB1763600000000AA')
    await user.click(within(screen.getByText('PB1763600000000AA').closest('li')!).getByRole('button', { name: 'Cancel Booking' }))
    await user.click(within(screen.getByRole('dialog', { name: 'Cancel this booking?' })).getByRole('button', { name: 'Yes, cancel it' }))
    const dialog = await screen.findByRole('dialog', { name: "Verify it's you" })
    expect(within(dialog).getByText('To cancel PB1763600000000AA, first prove this phone number or email address is yours.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Cancel this booking?' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }))
    await user.type(await within(dialog).findByLabelText('Verification code'), '424242')
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }))

    const confirm = await screen.findByRole('dialog', { name: 'Cancel this booking?' })
    expect(api.callsTo('POST /api/orders/cancel')).toHaveLength(1)
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }))
    expect(await screen.findByText('PB1763600000000AA has been cancelled.')).toBeInTheDocument()
    expect(api.callsTo('POST /api/orders/cancel')).toHaveLength(2)
  })

  it('says how long to wait when codes are throttled, and why a code is refused', async () => {
    const user = userEvent.setup()
    const api = setup({
      'POST /api/verification/codes': { status: 429, body: { detail: 'Too many codes were asked for. Please wait 30 minutes before asking for another.', code: 'rate_limited' } },
    })
    // mockApi sends no Retry-After: the panel falls back to a minute.
    await lookUp(user)
    await user.click(within(panel()).getByRole('button', { name: 'Send code' }))
    expect(await within(panel()).findByText('Too many codes were asked for. Please wait 1 minute before asking for another.')).toBeInTheDocument()

    api.set('POST /api/verification/codes', { status: 202, body: { ...SENT, resendAfterSeconds: 0 } })
    api.set('POST /api/verification/confirm', { status: 410, body: { detail: 'This code has expired. Please ask for a new one.', code: 'code_expired' } })
    await user.click(within(panel()).getByRole('button', { name: 'Send code' }))
    await user.type(await within(panel()).findByLabelText('Verification code'), '111111')
    await user.click(within(panel()).getByRole('button', { name: 'Verify' }))
    await vi.waitFor(() => expect(within(panel()).getByLabelText('Verification code')).toHaveAccessibleDescription('This code has expired. Please ask for a new one.'))
    // Resend is open at once when the server allows it, and asks again.
    await user.click(within(panel()).getByRole('button', { name: 'Resend code' }))
    await vi.waitFor(() => expect(api.callsTo('POST /api/verification/codes')).toHaveLength(3))
  })

  it('is not offered when every record is this browser’s own', async () => {
    const user = userEvent.setup()
    setup({ 'POST /api/orders/lookup': { body: OWN_RESULT } })
    await lookUp(user, 'PB1763600000000AA')
    expect(screen.queryByRole('region', { name: "Verify it's you" })).not.toBeInTheDocument()
    await user.click(within(screen.getByText('PB1763600000000AA').closest('li')!).getByRole('button', { name: 'Cancel Booking' }))
    expect(screen.getByRole('dialog', { name: 'Cancel this booking?' })).toBeInTheDocument()
  })

  it('speaks Hindi, with the tries left in Hindi too', async () => {
    const user = userEvent.setup()
    mockApi({ 'POST /api/verification/codes': { status: 202, body: { ...SENT, destination: 'm***@example.com', channel: 'email' } }, 'POST /api/verification/confirm': wrongCode(3) })
    render(
      <I18nContext.Provider value={{ language: 'hi', setLanguage: () => {}, t: translate(hi) }}>
        <VerifyPanel target={{ email: 'meera@example.com' }} reason={hi.orders.verifyForCancel.replace('{id}', 'PB-K2QM4PA9')} onVerified={() => {}} />
      </I18nContext.Provider>,
    )
    expect(screen.getByRole('heading', { name: 'पुष्टि करें कि यह आप ही हैं' })).toBeInTheDocument()
    expect(screen.getByText('हम m***@example.com पर 6 अंकों का सत्यापन कोड भेजेंगे।')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'कोड भेजें' }))
    await user.type(await screen.findByLabelText('सत्यापन कोड'), '123456')
    expect(screen.getByRole('button', { name: /^\d+ सेकंड बाद कोड दोबारा भेजें$/ })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'पुष्टि करें' }))
    await vi.waitFor(() => expect(screen.getByLabelText('सत्यापन कोड')).toHaveAccessibleDescription('यह कोड सही नहीं है। अभी 3 कोशिशें बाकी हैं।'))
  })
})
