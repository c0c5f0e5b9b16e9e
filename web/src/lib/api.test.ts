import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, api, getEarly } from './api'
import { save } from './storage'

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

  it("answers a page's GET from the one its route began early, once, in the same language", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => reply(200, { n: fetch.mock.calls.length }))
    getEarly('/api/store/products', { offset: 0, limit: 12, search: '' })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0][0]).toBe('/api/store/products?offset=0&limit=12')
    // The page asks for the same thing: no second request; asked again later, a fresh one.
    expect(await api.get('/api/store/products', { query: { offset: 0, limit: 12 } })).toEqual({ n: 1 })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(await api.get('/api/store/products', { query: { offset: 0, limit: 12 } })).toEqual({ n: 2 })
    // Begun in English, the Hindi page asks for its own answer.
    getEarly('/api/store/categories')
    save('lang', 'hi')
    await api.get('/api/store/categories')
    expect(fetch).toHaveBeenCalledTimes(4)
    expect((fetch.mock.calls[3][1]!.headers as Record<string, string>)['Accept-Language']).toBe('hi')
  })

  it("reports an early GET's failure to the page, which may retry", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(reply(503, { detail: 'Down', code: 'down' })).mockResolvedValueOnce(reply(200, []))
    getEarly('/api/puja-services/categories')
    await expect(api.get('/api/puja-services/categories')).rejects.toMatchObject({ status: 503 })
    await expect(api.get('/api/puja-services/categories')).resolves.toEqual([])
  })
})
