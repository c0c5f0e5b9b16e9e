/** The shared change feed: one socket, dispatch by table, reconnect with backoff, reload after a gap, session end. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeSocket, installFakeWebSocket } from './testing'
import { LiveFeed, databaseName, type LiveChange } from './live'

describe('LiveFeed', () => {
  let feed: LiveFeed
  beforeEach(() => {
    installFakeWebSocket()
    vi.useFakeTimers()
    feed = new LiveFeed(() => 'ws://test/ws/changes')
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('opens one socket however many users start it, and closes it after the last stops', () => {
    const stopA = feed.start()
    const stopB = feed.start()
    expect(FakeSocket.instances).toHaveLength(1)
    expect(FakeSocket.last().url).toBe('ws://test/ws/changes')
    stopA()
    stopA() // stopping twice counts once
    expect(FakeSocket.last().readyState).toBe(0)
    stopB()
    expect(FakeSocket.last().readyState).toBe(3)
  })

  it('reports the database engine from the ready frame and dispatches changes to every subscriber', () => {
    feed.start()
    const seen: LiveChange[] = []
    feed.subscribe((change) => seen.push(change))
    expect(feed.getStatus()).toEqual({ connected: false, database: null, sessionEnded: false })
    FakeSocket.last().ready('postgresql')
    expect(feed.getStatus()).toMatchObject({ connected: true, database: 'postgresql' })
    FakeSocket.last().send({ table: 'priest_bookings', type: 'INSERT', record: { id: 'pb-1' } })
    FakeSocket.last().send({ type: 'nonsense' })
    expect(seen).toEqual([{ table: 'priest_bookings', type: 'INSERT', record: { id: 'pb-1' } }])
  })

  it('reconnects with a growing delay after the socket drops, and asks for a reload once back', () => {
    feed.start()
    const seen: LiveChange[] = []
    feed.subscribe((change) => seen.push(change))
    FakeSocket.last().ready()
    FakeSocket.last().drop()
    expect(feed.getStatus().connected).toBe(false)
    expect(FakeSocket.instances).toHaveLength(1)
    vi.advanceTimersByTime(1000)
    expect(FakeSocket.instances).toHaveLength(2)
    FakeSocket.last().drop()
    vi.advanceTimersByTime(1000)
    expect(FakeSocket.instances).toHaveLength(2) // second wait is 2 s
    vi.advanceTimersByTime(1000)
    expect(FakeSocket.instances).toHaveLength(3)
    FakeSocket.last().ready()
    expect(seen).toEqual([{ table: '*', type: 'reload', record: {} }])
  })

  it('passes the server\'s reload frame on to every subscriber', () => {
    feed.start()
    const seen: LiveChange[] = []
    feed.subscribe((change) => seen.push(change))
    FakeSocket.last().ready()
    FakeSocket.last().send({ type: 'reload' })
    expect(seen.map((change) => change.type)).toEqual(['reload'])
  })

  it('stops reconnecting when the server says the session ended, until reconnect()', () => {
    feed.start()
    FakeSocket.last().drop(4401)
    expect(feed.getStatus().sessionEnded).toBe(true)
    vi.advanceTimersByTime(60_000)
    expect(FakeSocket.instances).toHaveLength(1)
    feed.reconnect()
    expect(FakeSocket.instances).toHaveLength(2)
    expect(feed.getStatus().sessionEnded).toBe(false)
  })

  it('reconnect() replaces a live socket at once', () => {
    feed.start()
    FakeSocket.last().ready()
    feed.reconnect()
    expect(FakeSocket.instances).toHaveLength(2)
    expect(FakeSocket.instances[0].readyState).toBe(3)
    expect(feed.getStatus().connected).toBe(false)
  })
})

describe('databaseName', () => {
  it('names the engines', () => {
    expect(databaseName('postgresql')).toBe('PostgreSQL')
    expect(databaseName('sqlite')).toBe('SQLite')
    expect(databaseName(null)).toBe('')
  })
})
