/** The payment result page: verifying, success, the failure reasons and cash on delivery. */
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi, type Route } from '../../components/payment/testing'
import PaymentResultPage from './PaymentResultPage'

function show(url: string, verify: Route, extra: Record<string, Route> = {}) {
  const api = mockApi({ 'GET /api/payments/verify': verify, ...extra })
  const router = createMemoryRouter(
    [
      { path: '/payment/success', Component: PaymentResultPage },
      { path: '/user/orders', element: <h1>Orders page</h1> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    { initialEntries: [url] },
  )
  render(<RouterProvider router={router} />)
  return { api, router }
}

const verified = (success: boolean, status: string, amount = 2299) => ({ body: { success, status, amount, transactionId: 'TXN_1' } })
/** A failed payment whose booking may still be paid. */
const payable = { body: { success: false, status: 'PAYMENT_ERROR', amount: 2299, transactionId: 'TXN_1', targetKind: 'priest', targetId: 'PB1', payable: true } }
const BOOKING = {
  id: 'PB1',
  serviceId: 'ganesh-puja',
  serviceName: 'Ganesh Puja',
  customerName: 'Asha Rao',
  customerPhone: '9876543210',
  customerEmail: 'asha@example.in',
  customerAddress: 'Kothrud, Pune',
  isOnline: false,
  selectedDate: '2026-11-25',
  selectedTime: '8:00 AM - 10:00 AM',
  specialRequests: '',
  price: 2299,
  status: 'pending',
  priestAssigned: null,
  priestId: null,
  language: null,
  paymentStatus: 'failed',
  statusHistory: [],
  createdAt: '2026-11-20T06:30:00Z',
  updatedAt: '2026-11-20T06:30:00Z',
  refunds: [],
  payable: true,
  returnable: false,
}
const OWN_RECORD = { body: { kind: 'priest', record: BOOKING, message: '' } }

describe('PaymentResultPage', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('verifies the txnId and shows the transaction', async () => {
    const { api, router } = show('/payment/success?txnId=TXN_1', verified(true, 'PAYMENT_SUCCESS'))
    expect(screen.getByRole('heading', { name: 'Verifying Payment' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument()
    expect(api.calls[0].query.get('txnId')).toBe('TXN_1')
    expect(screen.getByText('TXN_1')).toBeInTheDocument()
    expect(screen.getByText('₹2,299')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'View My Orders' }))
    expect(router.state.location.pathname).toBe('/user/orders')
  })

  it('accepts transactionId too', async () => {
    const { api } = show('/payment/success?transactionId=TXN_1', verified(true, 'PAYMENT_SUCCESS'))
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument()
    expect(api.calls[0].query.get('txnId')).toBe('TXN_1')
  })

  it.each([
    ['PAYMENT_DECLINED', 'Payment Declined'],
    // "Payment Failed" is the heading already: the explanation is the message, said once.
    ['PAYMENT_ERROR', 'This could be due to insufficient funds, network issues or payment cancellation.'],
    ['INTERNAL_SERVER_ERROR', 'Server Error'],
    ['SOMETHING_ELSE', 'Unknown Status'],
    ['', 'Payment verification failed.'],
  ])('fails with the status text of %s', async (status, reason) => {
    show('/payment/success?txnId=TXN_1', verified(false, status))
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(reason)
    expect(screen.getByText('This could be due to insufficient funds, network issues or payment cancellation.')).toBeInTheDocument()
    expect(screen.getAllByText(/^Payment Failed$/)).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument()
  })

  it('says it is unable to verify when the check fails, and can check again', async () => {
    let calls = 0
    show('/payment/success?txnId=TXN_1', () => (++calls === 1 ? 'network' : verified(true, 'PAYMENT_SUCCESS')))
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to verify payment status.')
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }))
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument()
  })

  it('without a session: Invalid payment session.', async () => {
    const { api } = show('/payment/success', verified(false, 'Invalid payment session', 0))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid payment session.')
    expect(api.calls).toHaveLength(0)
  })

  it('the server calling it an invalid session', async () => {
    show('/payment/success?txnId=TXN_nope', verified(false, 'Invalid payment session', 0))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid payment session.')
  })

  it('status=success without txnId: cash on delivery, confirmed with cash due and no fake transaction', async () => {
    const { api, router } = show('/payment/success?status=success', { body: { success: true, status: 'COD_ORDER', amount: 0, transactionId: 'COD_ORDER' } })
    expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument()
    expect(api.calls[0].query.get('status')).toBe('success')
    expect(screen.getByText('Your booking or order is confirmed. The payment is due in cash; nothing was paid online.')).toBeInTheDocument()
    expect(screen.queryByText(/COD_ORDER/)).not.toBeInTheDocument()
    expect(screen.queryByText('Transaction ID')).not.toBeInTheDocument()
    expect(screen.queryByText('₹0')).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Back to Home' }))
    expect(router.state.location.pathname).toBe('/')
  })

  it('cash on delivery is confirmed even when the check cannot reach the server', async () => {
    show('/payment/success?status=success', 'network')
    expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'View My Orders' })).toBeInTheDocument()
  })

  it('uses the payment this tab left for, and clears its form draft once paid', async () => {
    sessionStorage.setItem('punya.payment.pending', JSON.stringify({ transactionId: 'TXN_1', kind: 'priest', recordId: 'PB1', amount: 2299, draftKey: 'priest-form.x' }))
    localStorage.setItem('punya.draft.priest-form.x', JSON.stringify({ value: { name: 'Asha' }, expires: Date.now() + 60_000 }))
    const { api } = show('/payment/success', verified(true, 'PAYMENT_SUCCESS'))
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument()
    expect(api.calls[0].query.get('txnId')).toBe('TXN_1')
    expect(localStorage.getItem('punya.draft.priest-form.x')).toBeNull()
    expect(sessionStorage.getItem('punya.payment.pending')).toBeNull()
  })

  it('waits for a payment still pending at the gateway', async () => {
    vi.useFakeTimers()
    show('/payment/success?txnId=TXN_1', verified(false, 'PAYMENT_PENDING'), {
      'GET /api/payments/TXN_1': { body: { transactionId: 'TXN_1', amount: 2299, state: 'PAYMENT_SUCCESS', success: true, final: true, statusText: 'Payment Successful' } },
    })
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(screen.getByRole('heading', { name: 'Verifying Payment' })).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(5000))
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument()
  })

  it('a failed payment of this browser’s booking: Pay now in cash switches that booking to cash, and says so', async () => {
    const { api, router } = show('/payment/success?txnId=TXN_1', (call) => (call.query.get('status') === 'success' ? { body: { success: true, status: 'COD_ORDER', amount: 0, transactionId: 'COD_ORDER' } } : payable), {
      'POST /api/orders/record': OWN_RECORD,
      'POST /api/orders/pay-in-cash': { body: { kind: 'priest', record: { ...BOOKING, paymentStatus: 'pending', payable: false }, message: '' } },
    })
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument()
    const payNow = screen.getByRole('button', { name: 'Pay now' })
    await vi.waitFor(() => expect(payNow).toBeEnabled())
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeInTheDocument()
    expect(api.callsTo('POST /api/orders/record')[0].body).toEqual({ kind: 'priest', id: 'PB1' })

    await userEvent.click(payNow)
    const dialog = screen.getByRole('dialog', { name: 'Payment' })
    expect(within(dialog).getByText('₹2,299')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cash on Delivery' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm cash booking' }))
    expect(await screen.findByRole('heading', { name: 'Booking confirmed' }, { timeout: 4000 })).toBeInTheDocument()
    // The record paid in cash is named, so its receipt is one tap away.
    expect(router.state.location.search).toBe('?status=success&kind=priest&id=PB1')
    expect(screen.getByRole('button', { name: 'View Receipt' })).toBeInTheDocument()
    expect(api.callsTo('POST /api/orders/pay-in-cash')[0].body).toEqual({ kind: 'priest', id: 'PB1' })
    expect(api.callsTo('POST /api/payments')).toHaveLength(0)
  })

  it('Pay now online pays the same booking again and shows the new payment', async () => {
    const win = { closed: false, opener: {}, location: { href: 'about:blank' }, document: { title: '', body: { textContent: '' } }, close: vi.fn() }
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window)
    const paid = { transactionId: 'TXN_2', targetKind: 'priest', targetId: 'PB1', amount: 2299, state: 'PAYMENT_SUCCESS', statusText: '', success: true, final: true }
    const { api, router } = show('/payment/success?txnId=TXN_1', (call) => (call.query.get('txnId') === 'TXN_2' ? { body: { ...payable.body, success: true, status: 'PAYMENT_SUCCESS', transactionId: 'TXN_2', payable: false } } : payable), {
      'POST /api/orders/record': OWN_RECORD,
      'POST /api/payments': { status: 201, body: { transactionId: 'TXN_2', redirectUrl: '/api/payment-simulator/pay/TXN_2', amount: 2299, state: 'PAYMENT_PENDING' } },
      'GET /api/payments/TXN_2': { body: paid },
    })
    const payNow = await screen.findByRole('button', { name: 'Pay now' })
    await vi.waitFor(() => expect(payNow).toBeEnabled())
    await userEvent.click(payNow)
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Payment' })).getByRole('button', { name: 'Pay Online' }))
    await vi.waitFor(() => expect(api.callsTo('POST /api/payments')).toHaveLength(1))
    expect(api.callsTo('POST /api/payments')[0].body).toEqual({ targetKind: 'priest', targetId: 'PB1', customerName: 'Asha Rao', customerPhone: '9876543210', customerEmail: 'asha@example.in' })
    win.closed = true
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' }, { timeout: 4000 })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?txnId=TXN_2')
    expect(screen.getByText('TXN_2')).toBeInTheDocument()
  })

  it.each([
    [403, 'verification_required'],
    [404, 'unknown_record'],
  ])('a booking made on another device (%s): Pay now leads to My Orders', async (status, code) => {
    const { router } = show('/payment/success?txnId=TXN_1', payable, { 'POST /api/orders/record': { status, body: { detail: 'No', code } } })
    expect(await screen.findByText('This was booked or ordered on another device: find it in My Orders to pay for it.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }))
    expect(router.state.location.pathname).toBe('/user/orders')
    expect(screen.queryByRole('dialog', { name: 'Payment' })).not.toBeInTheDocument()
  })

  it('a failed payment whose booking was paid or cancelled since: Try Again, no Pay now', async () => {
    show('/payment/success?txnId=TXN_1', payable, { 'POST /api/orders/record': { body: { kind: 'priest', record: { ...BOOKING, payable: false }, message: '' } } })
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument()
  })
})
