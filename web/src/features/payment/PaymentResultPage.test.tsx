/** The payment result page: verifying, success, the failure reasons and cash on delivery. */
import { act, render, screen } from '@testing-library/react'
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
    ['PAYMENT_ERROR', 'Payment Failed'],
    ['INTERNAL_SERVER_ERROR', 'Server Error'],
    ['SOMETHING_ELSE', 'Unknown Status'],
    ['', 'Payment verification failed.'],
  ])('fails with the status text of %s', async (status, reason) => {
    show('/payment/success?txnId=TXN_1', verified(false, status))
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(reason)
    expect(screen.getByText('This could be due to insufficient funds, network issues or payment cancellation.')).toBeInTheDocument()
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
})
