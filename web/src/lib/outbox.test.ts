import { afterEach, describe, expect, it, vi } from 'vitest'
import { flush, pending, send } from './outbox'

afterEach(() => vi.restoreAllMocks())

const ok = () => new Response(JSON.stringify({ id: 'PB1' }), { status: 201, headers: { 'Content-Type': 'application/json' } })

describe('outbox', () => {
  it('keeps a submission that hit a network failure and re-sends it with the same key', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(ok())
    await expect(send('priest-booking', '/api/priest-bookings', { name: 'Asha' })).rejects.toMatchObject({ status: 0 })
    expect(pending('priest-booking')).toHaveLength(1)

    const done = await flush<{ id: string }>('priest-booking')
    expect(done).toEqual([{ id: 'PB1' }])
    expect(pending('priest-booking')).toHaveLength(0)
    const keys = fetch.mock.calls.map(([, init]) => (init!.headers as Record<string, string>)['Idempotency-Key'])
    expect(keys[0]).toBeTruthy()
    expect(keys[1]).toBe(keys[0])
  })

  it('reuses the key when the same details are sent again, and forgets refused ones', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(new Response(JSON.stringify({ detail: 'Please fill all required fields' }), { status: 422 }))
    await expect(send('store-order', '/api/store/orders', { a: 1 })).rejects.toBeTruthy()
    await expect(send('store-order', '/api/store/orders', { a: 1 })).rejects.toMatchObject({ status: 422 })
    const keys = fetch.mock.calls.map(([, init]) => (init!.headers as Record<string, string>)['Idempotency-Key'])
    expect(keys[1]).toBe(keys[0])
    expect(pending('store-order')).toHaveLength(0)
  })
})
