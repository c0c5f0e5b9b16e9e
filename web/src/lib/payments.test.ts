/** Payment polling on the spec's schedule (fake timers) and the payment request's rules. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi, type Reply } from '../components/payment/testing'
import { paymentRequestProblem, pollPayment, startPayment, verifyPayment } from './payments'
import { phoneProblem } from './validation'

const TXN = 'TXN_1'
const status = (state: string, extra: object = {}): Reply => ({
  body: { transactionId: TXN, targetKind: 'priest', targetId: 'PB1', amount: 2299, state, statusText: '', success: state === 'PAYMENT_SUCCESS', final: state !== 'PAYMENT_PENDING', ...extra },
})

async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms)
}

describe('pollPayment', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('checks first after 5 s, then every 10 s, and stops at success', async () => {
    let answers = 0
    const api = mockApi({ [`GET /api/payments/${TXN}`]: () => (++answers < 3 ? status('PAYMENT_PENDING') : status('PAYMENT_SUCCESS')) })
    const attempts: number[] = []
    const poll = pollPayment(TXN, { onAttempt: (n) => attempts.push(n) })

    await advance(4_999)
    expect(api.calls).toHaveLength(0)
    await advance(1)
    expect(api.calls).toHaveLength(1)
    await advance(9_999)
    expect(api.calls).toHaveLength(1)
    await advance(1)
    expect(api.calls).toHaveLength(2)
    await advance(10_000)
    await expect(poll.result).resolves.toMatchObject({ status: 'success', payment: { state: 'PAYMENT_SUCCESS' } })
    expect(attempts).toEqual([1, 2, 3])
    await advance(60_000)
    expect(api.calls).toHaveLength(3)
  })

  it.each(['PAYMENT_ERROR', 'PAYMENT_DECLINED'])('fails on %s', async (state) => {
    mockApi({ [`GET /api/payments/${TXN}`]: status(state, { reason: 'Payment cancelled by the user.' }) })
    const poll = pollPayment(TXN)
    await advance(5_000)
    await expect(poll.result).resolves.toMatchObject({ status: 'failed', payment: { state, reason: 'Payment cancelled by the user.' } })
  })

  it('gives up after 30 attempts with a timeout', async () => {
    const api = mockApi({ [`GET /api/payments/${TXN}`]: status('PAYMENT_PENDING') })
    const poll = pollPayment(TXN)
    let outcome: unknown
    void poll.result.then((value) => (outcome = value))
    await advance(5_000 + 28 * 10_000)
    expect(api.calls).toHaveLength(29)
    expect(outcome).toBeUndefined()
    await advance(10_000)
    expect(api.calls).toHaveLength(30)
    expect(outcome).toEqual({ status: 'timeout' })
  })

  it('keeps polling when a check cannot reach the server', async () => {
    let answers = 0
    mockApi({ [`GET /api/payments/${TXN}`]: () => (++answers === 1 ? 'network' : status('PAYMENT_SUCCESS')) })
    const poll = pollPayment(TXN)
    await advance(15_000)
    await expect(poll.result).resolves.toMatchObject({ status: 'success' })
    expect(answers).toBe(2)
  })

  it('reports a refusal such as an unknown transaction', async () => {
    mockApi({ [`GET /api/payments/${TXN}`]: { status: 404, body: { detail: 'Payment not found', code: 'not_found' } } })
    const poll = pollPayment(TXN)
    await advance(5_000)
    await expect(poll.result).resolves.toMatchObject({ status: 'error', error: { status: 404, message: 'Payment not found' } })
  })

  it('checks at once on checkNow, then resumes the 10 s rhythm', async () => {
    const api = mockApi({ [`GET /api/payments/${TXN}`]: status('PAYMENT_PENDING') })
    pollPayment(TXN).checkNow()
    await advance(0)
    expect(api.calls).toHaveLength(1)
    await advance(9_999)
    expect(api.calls).toHaveLength(1)
    await advance(1)
    expect(api.calls).toHaveLength(2)
  })

  it('stops when aborted', async () => {
    const api = mockApi({ [`GET /api/payments/${TXN}`]: status('PAYMENT_PENDING') })
    const controller = new AbortController()
    const poll = pollPayment(TXN, { signal: controller.signal })
    controller.abort()
    await expect(poll.result).rejects.toMatchObject({ name: 'AbortError' })
    await advance(60_000)
    expect(api.calls).toHaveLength(0)
  })
})

describe('payment calls', () => {
  afterEach(() => vi.restoreAllMocks())

  it('starts a payment with its Idempotency-Key and no amount', async () => {
    const api = mockApi({ 'POST /api/payments': { status: 201, body: { transactionId: TXN, redirectUrl: '/pay', amount: 2299, state: 'PAYMENT_PENDING' } } })
    const started = await startPayment({ targetKind: 'priest', targetId: 'PB1', customerName: 'Asha', customerPhone: '9876543210', customerEmail: '' }, 'key-1')
    expect(started.redirectUrl).toBe('/pay')
    expect(api.calls[0].body).toEqual({ targetKind: 'priest', targetId: 'PB1', customerName: 'Asha', customerPhone: '9876543210', customerEmail: null })
    expect(api.calls[0].headers['Idempotency-Key']).toBe('key-1')
  })

  it('verifies by transaction id or as cash on delivery', async () => {
    const api = mockApi({ 'GET /api/payments/verify': { body: { success: true, status: 'COD_ORDER', amount: 0 } } })
    await verifyPayment({ txnId: TXN })
    await verifyPayment({ status: 'success' })
    expect(api.calls.map((call) => call.query.toString())).toEqual([`txnId=${TXN}`, 'status=success'])
  })
})

describe('payment request rules (spec section 5)', () => {
  const valid = { amount: 2299, customerName: 'Asha', customerPhone: '+91 98765 43210', customerEmail: '', targetId: 'PB123' }

  it('accepts a valid request', () => {
    expect(paymentRequestProblem(valid)).toBeUndefined()
  })

  it.each([
    [{ amount: 0 }, 'common.amountPositive'],
    [{ amount: 0.5 }, 'common.amountMinimum'],
    [{ amount: 200_001 }, 'common.amountMaximum'],
    [{ customerPhone: ' ' }, 'common.phoneRequired'],
    [{ customerPhone: '98765' }, 'common.phoneDigits'],
    [{ customerPhone: '5876543210' }, 'common.phoneFormat'],
    [{ customerEmail: 'asha@' }, 'common.emailFormat'],
    [{ customerName: 'A' }, 'common.nameShort'],
    [{ targetId: 'PB' }, 'payment.orderIdRequired'],
  ])('%o -> %s', (change, message) => {
    expect(paymentRequestProblem({ ...valid, ...change })?.message).toBe(message)
  })

  it('drops +91 and a leading 0 like the server', () => {
    expect(phoneProblem('09876543210')).toBeUndefined()
    expect(phoneProblem('+91-98765-43210')).toBeUndefined()
  })
})
