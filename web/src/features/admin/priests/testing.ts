/** Test fixtures of the priests screen: sample priests and a fake API that records its calls. */
import { vi } from 'vitest'
import type { Priest, PriestRoster } from './api'

export function priest(n: number, patch: Partial<Priest> = {}): Priest {
  return {
    id: `priest-${n}`,
    name: `Pandit ${n}`,
    email: `pandit${n}@example.in`,
    phone: `98220${String(n).padStart(5, '0')}`,
    experience: 10 + n,
    specializations: ['Griha Pravesh'],
    languages: ['Hindi', 'Sanskrit'],
    rating: 4.5,
    totalBookings: n,
    isActive: true,
    address: `${n} Temple Road, Pune`,
    certifications: [],
    availability: { Monday: ['06:00-12:00'], Tuesday: [], Wednesday: [], Thursday: [], Friday: [], Saturday: [], Sunday: [] },
    pricePerHour: 500,
    bio: 'Performs Vedic rites.',
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    ...patch,
  }
}

export function roster(items: Priest[], overall = items.length): PriestRoster {
  return { items, total: items.length, overall, stats: { total: overall, active: overall, averageRating: 4.65, totalBookings: 12 } }
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
