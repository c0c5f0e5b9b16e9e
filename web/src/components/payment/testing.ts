/** Test helper (imported by tests only): answer fetch per "METHOD /path" and record the calls. */
import { vi } from 'vitest'

export interface Call {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
  headers: Record<string, string>
}

/** An answer: JSON with a status (200 by default), or 'network' for a request that never arrives. */
export type Reply = { status?: number; body?: unknown } | 'network'
export type Route = Reply | ((call: Call) => Reply | Promise<Reply>)

export function mockApi(routes: Record<string, Route>) {
  const calls: Call[] = []
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
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
    const reply = typeof route === 'function' ? await route(call) : route
    if (reply === 'network') throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } })
  })
  return {
    spy,
    calls,
    /** The calls to one route, e.g. callsTo('GET /api/puja-services'). */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
    /** Change or add a route's answer mid-test. */
    set: (key: string, route: Route) => {
      routes[key] = route
    },
  }
}
