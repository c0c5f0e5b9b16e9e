/** Test fixtures of the pooja services screen: sample services and a fake API that records its calls. */
import { vi } from 'vitest'
import type { PujaCatalogue, PujaService } from './api'

export const CATEGORIES = ['Ganesha', 'Satyanarayana', 'Lakshmi', 'Vastu']

export function service(n: number, patch: Partial<PujaService> = {}): PujaService {
  return {
    id: `service-${n}`,
    name: `Puja ${n}`,
    category: 'Ganesha',
    description: `Description of puja ${n}`,
    price: 2000 + n * 100,
    duration: '2-3 hours',
    includes: ['Pandit'],
    requirements: ['Flowers'],
    isActive: true,
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    ...patch,
  }
}

export function catalogue(items: PujaService[], overall = items.length): PujaCatalogue {
  return { items, total: items.length, overall, stats: { totalServices: overall, categories: 4, startingPrice: 2299, highestPrice: 24799 } }
}

export interface Call {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
}

type Answer = unknown | ((call: Call) => unknown)

/** fetch answering by "METHOD /path" with JSON (a Response is passed through); records every call. */
export function fakeApi(routes: Record<string, Answer>) {
  const calls: Call[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const call = { method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined }
    calls.push(call)
    const key = `${call.method} ${call.path}`
    if (!(key in routes)) return new Response(JSON.stringify({ detail: `no route ${key}` }), { status: 404 })
    const answer = routes[key]
    const value = typeof answer === 'function' ? (answer as (call: Call) => unknown)(call) : answer
    if (value instanceof Response) return value
    if (value === undefined) return new Response(null, { status: 204 })
    return new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json' } })
  })
  return { calls, callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key) }
}

/** The server's error envelope. */
export function refusal(status: number, detail: string, errors: { field: string; message: string }[] = []): Response {
  return new Response(JSON.stringify({ detail, code: 'refused', errors }), { status, headers: { 'Content-Type': 'application/json' } })
}
