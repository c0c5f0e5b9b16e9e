/** Test helpers for admin screens: sample admins, rendering inside the session and a router, a fake /ws/changes socket. */
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom'
import { vi } from 'vitest'
import type { AdminUser } from './api'
import { AdminSessionProvider } from './session'

export const superAdmin: AdminUser = {
  id: 'adm-super',
  username: 'admin',
  email: 'admin@example.com',
  role: 'superadmin',
  permissions: { manageServices: true, manageBookings: true, viewReports: true, manageTimings: true },
  templeId: null,
  templeName: null,
}

export const templeAdmin: AdminUser = {
  id: 'adm-temple',
  username: 'kashi-admin',
  email: 'kashi@example.com',
  role: 'temple-admin',
  permissions: { manageServices: true, manageBookings: true, viewReports: false, manageTimings: false },
  templeId: 'tmp-1',
  templeName: 'Kashi Vishwanath',
}

/** Shows where the router ended up, for asserting redirects. */
function Where() {
  const location = useLocation()
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>
}

/** Renders an admin screen at `path` (default /admin/x) signed in as `user`; /admin/login renders "login page". */
export function renderAdmin(ui: ReactElement, { user = superAdmin, path = '/admin/x', signOut = vi.fn(async () => {}) } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/admin/login', element: <><p>login page</p><Where /></> },
      { path: '*', element: <AdminSessionProvider user={user} signOut={signOut}>{ui}<Where /></AdminSessionProvider> },
    ],
    { initialEntries: [path] },
  )
  return { router, signOut, ...render(<RouterProvider router={router} />) }
}

/** A WebSocket stand-in: `FakeSocket.last().ready('sqlite')`, `.send({table,type,record})`, `.drop()`. */
export class FakeSocket {
  static instances: FakeSocket[] = []
  static last(): FakeSocket {
    const socket = FakeSocket.instances.at(-1)
    if (!socket) throw new Error('no socket opened yet: wait for FakeSocket.instances first')
    return socket
  }
  readyState = 0
  onmessage: ((event: { data: string }) => void) | null = null
  onclose: ((event: { code: number }) => void) | null = null
  readonly url: string
  constructor(url: string) {
    this.url = url
    FakeSocket.instances.push(this)
  }
  ready(database = 'sqlite') {
    this.readyState = 1
    this.onmessage?.({ data: JSON.stringify({ type: 'ready', database }) })
  }
  send(frame: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(frame) })
  }
  /** The server went away (or closed with this code). */
  drop(code = 1006) {
    this.readyState = 3
    this.onclose?.({ code })
  }
  close() {
    this.readyState = 3
  }
}

/** Replace the global WebSocket with FakeSocket for this test file; call in beforeEach. */
export function installFakeWebSocket() {
  FakeSocket.instances = []
  vi.stubGlobal('WebSocket', FakeSocket)
}

/** A fetch mock answering by "METHOD /path" (query ignored) with JSON; unknown calls fail with 404. */
export function mockApi(routes: Record<string, unknown | ((init?: RequestInit) => Response | unknown)>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const key = `${init?.method ?? 'GET'} ${url.pathname}`
    if (!(key in routes)) return new Response(JSON.stringify({ detail: `no mock for ${key}` }), { status: 404 })
    const answer = routes[key]
    const value = typeof answer === 'function' ? (answer as (init?: RequestInit) => unknown)(init) : answer
    return value instanceof Response ? value : new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json' } })
  })
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
