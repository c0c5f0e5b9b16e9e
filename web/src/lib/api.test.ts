import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, api } from './api'

function reply(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })
}

afterEach(() => vi.restoreAllMocks())

describe('api', () => {
  it('sends JSON with the idempotency key and drops empty query values', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(201, { id: 'PB1' }))
    const result = await api.post<{ id: string }>('/api/x', { a: 1 }, { idempotencyKey: 'k-1', query: { q: 'pune', empty: '', none: undefined } })
    expect(result.id).toBe('PB1')
    const [url, init] = fetch.mock.calls[0]
    expect(url).toBe('/api/x?q=pune')
    expect((init!.headers as Record<string, string>)['Idempotency-Key']).toBe('k-1')
    expect(init!.body).toBe('{"a":1}')
  })

  it('turns the error envelope into an ApiError with per-field messages', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      reply(422, { detail: 'Please fill all required fields', code: 'required_fields_missing', errors: [{ field: 'customerName', message: 'Please fill all required fields' }] }),
    )
    const error = await api.post('/api/x', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 422, code: 'required_fields_missing', message: 'Please fill all required fields', fields: { customerName: 'Please fill all required fields' } })
    expect((error as ApiError).isNetwork).toBe(false)
  })

  it('reports a network failure as status 0 and Retry-After on 429', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(reply(429, { detail: 'Slow down', code: 'rate_limited' }, { 'Retry-After': '42' }))
    const offline = (await api.get('/api/x').catch((e: unknown) => e)) as ApiError
    expect(offline.status).toBe(0)
    expect(offline.isNetwork).toBe(true)
    const limited = (await api.get('/api/x').catch((e: unknown) => e)) as ApiError
    expect(limited.retryAfterSeconds).toBe(42)
  })

  it('survives an error page that is not JSON', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }))
    const error = (await api.get('/api/x').catch((e: unknown) => e)) as ApiError
    expect(error.message).toBe('Bad Gateway')
    expect(error.isNetwork).toBe(true)
  })
})
