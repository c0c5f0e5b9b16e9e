/** Test helpers for the temple screen (imported by tests only): a fake API and the page in a router. */
import { render } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { vi } from 'vitest'
import TemplesPage from './TemplesPage'
import type { TempleDetail, TemplePage } from './api'
import { SANKALP_CHOICES } from '../../components/sankalp/testing'

export interface Call {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
  headers: Record<string, string>
}

export type Reply = { status?: number; body?: unknown } | 'network'
type Route = Reply | ((call: Call) => Reply)

/** Answer fetch per "METHOD /path"; unknown requests fail the test loudly. */
export function fakeApi(routes: Record<string, Route>) {
  const calls: Call[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const method = (init?.method ?? 'GET').toUpperCase()
    const call: Call = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
    }
    calls.push(call)
    const route = routes[`${method} ${url.pathname}`]
    if (route === undefined) throw new Error(`unexpected request ${method} ${url.pathname}`)
    const reply = typeof route === 'function' ? route(call) : route
    if (reply === 'network') throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } })
  })
  return {
    calls,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
    set: (key: string, route: Route) => {
      routes[key] = route
    },
  }
}

export const SITE = {
  legalName: 'Punya Spiritual Services Private Limited',
  address: '14 Lakshmi Road, Pune',
  email: 'support@punya.app',
  phone: '+91 20 4000 1080',
  tagline: 'Your spiritual companion',
  priestTimeSlots: [],
  templeRadiusOptionsKm: [5, 10, 25, 50],
  defaultTempleRadiusKm: 10,
  sankalp: SANKALP_CHOICES,
}

export function temple(n: number, extra: Partial<TempleDetail> = {}): TempleDetail {
  return {
    id: `temple-${n}`,
    name: `Temple ${n}`,
    address: `Road ${n}, Pune`,
    coordinates: { latitude: 18.5 + n / 100, longitude: 73.85 },
    description: `Description of temple ${n}`,
    photos: [],
    distanceKm: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    services: [],
    timings: [],
    timingsNote: null,
    ...extra,
  }
}

export function page(items: TempleDetail[], total = items.length, pageNumber = 1, radiusKm: number | null = null): TemplePage {
  return { items, total, page: pageNumber, pageSize: 6, pages: Math.max(1, Math.ceil(total / 6)), radiusKm }
}

export function renderTemples(url = '/temples') {
  const router = createMemoryRouter(
    [
      { path: '/temples', Component: TemplesPage },
      { path: '/user/orders', element: <p>My Orders screen</p> },
    ],
    { initialEntries: [url] },
  )
  render(<RouterProvider router={router} />)
  return router
}

/** A browser that finds the devotee at `point`, or fails with `failure`. */
export function fakeGeolocation(point?: { latitude: number; longitude: number }) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (point) ok({ coords: point } as GeolocationPosition)
    else fail?.({ code: 1, message: 'denied' } as GeolocationPositionError)
  })
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true })
  return getCurrentPosition
}
