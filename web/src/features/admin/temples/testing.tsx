/** Test helpers for Temple Management (imported by tests only): sample records, a recording fake API, the page rendered. */
import { vi } from 'vitest'
import { renderAdmin } from '../shell/testing'
import TemplesAdminPage from './TemplesAdminPage'
import type { Listing, TempleAdmin, TempleDetail, TempleListItem, TempleService, TempleSummary } from './api'

export interface Call {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
}

export type Reply = { status?: number; body?: unknown } | 'network'
type Route = Reply | ((call: Call) => Reply)

/** Answers fetch per "METHOD /path"; an unknown request fails loudly. Every call is recorded. */
export function fakeApi(routes: Record<string, Route>) {
  const calls: Call[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const method = (init?.method ?? 'GET').toUpperCase()
    const call: Call = { method, path: url.pathname, query: url.searchParams, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined }
    calls.push(call)
    const route = routes[`${method} ${url.pathname}`]
    if (route === undefined) throw new Error(`unexpected request ${method} ${url.pathname}`)
    const reply = typeof route === 'function' ? route(call) : route
    if (reply === 'network') throw new TypeError('Failed to fetch')
    if (reply.status === 204) return new Response(null, { status: 204 })
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

const STAMP = '2026-11-01T10:00:00Z'

export const SUMMARY: TempleSummary = { totalTemples: 2, totalServices: 3, totalBookings: 14, totalRevenue: 25500, templeAdmins: 1 }

export function service(n: number, extra: Partial<TempleService> = {}): TempleService {
  return { id: `svc-${n}`, templeId: 'temple-1', name: `Service ${n}`, description: `About service ${n}`, price: 500 + n, duration: '30 minutes', timeSlots: ['9:00 AM'], shipsPrasad: false, slotCapacity: null, nameHi: null, descriptionHi: null, durationHi: null, isActive: true, createdAt: STAMP, updatedAt: STAMP, ...extra }
}

export function templeAdmin(n: number, extra: Partial<TempleAdmin> = {}): TempleAdmin {
  return {
    id: `temple-admin-${n}`,
    templeId: 'temple-1',
    adminId: `admin-${n}`,
    adminName: `Admin ${n}`,
    adminEmail: `admin${n}@example.com`,
    adminPhone: '9876543210',
    username: `admin-${n}`,
    permissions: { manageServices: true, manageBookings: true, viewReports: true, manageTimings: false },
    isActive: true,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...extra,
  }
}

export function detail(n: number, extra: Partial<TempleDetail> = {}): TempleDetail {
  return {
    id: `temple-${n}`,
    name: `Temple ${n}`,
    address: `Road ${n}, Pune`,
    coordinates: { latitude: 18.52, longitude: 73.85 },
    description: `Description of temple ${n}`,
    photos: [],
    nameHi: null,
    addressHi: null,
    descriptionHi: null,
    timings: [],
    timingsNote: null,
    timingsNoteHi: null,
    isActive: true,
    createdAt: STAMP,
    updatedAt: STAMP,
    services: [],
    admins: [],
    ...extra,
  }
}

export function row(temple: TempleDetail): TempleListItem {
  const { services, admins, ...rest } = temple
  const active = (admins ?? []).filter((a) => a.isActive).length
  return { ...rest, serviceCount: services.length, activeServiceCount: services.filter((s) => s.isActive).length, adminCount: admins?.length ?? 0, activeAdminCount: active }
}

export function listing(temples: TempleDetail[]): Listing<TempleListItem> {
  return { items: temples.map(row), total: temples.length }
}

/** The standard screen: two temples, the first with two services and one admin. */
export function standardApi(overrides: Record<string, Route> = {}) {
  const first = detail(1, { services: [service(1), service(2, { isActive: false, timeSlots: [] })], admins: [templeAdmin(1)] })
  const second = detail(2, { name: 'Kashi Vishwanath', address: 'Varanasi' })
  return fakeApi({
    'GET /api/admin/temples/summary': { body: SUMMARY },
    'GET /api/admin/temples': (call) => ({ body: listing([first, second].filter((t) => `${t.name} ${t.address}`.toLowerCase().includes((call.query.get('q') ?? '').toLowerCase()))) }),
    'GET /api/admin/temples/temple-1': { body: first },
    'GET /api/admin/temples/temple-2': { body: second },
    ...overrides,
  })
}

export function renderTemples(path = '/admin/temples') {
  return renderAdmin(<TemplesAdminPage />, { path })
}
