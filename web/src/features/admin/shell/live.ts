/** The admins' live change feed: one shared /ws/changes socket per page, reconnecting, dispatched by table. */
import { useEffect, useRef, useSyncExternalStore } from 'react'

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE' | 'reload'

/** One committed change; type 'reload' (table '*') means "changes may have been missed: reload everything". */
export interface LiveChange {
  table: string
  type: ChangeType
  record: Record<string, unknown>
}

export interface ConnectionStatus {
  connected: boolean
  /** The server's database engine from the ready frame ('postgresql', 'sqlite'), null until known. */
  database: string | null
  /** True once the server said the session ended: the feed stops until the next start(). */
  sessionEnded: boolean
}

type Listener = (change: LiveChange) => void

const MIN_DELAY_MS = 1000
const MAX_DELAY_MS = 15_000
const CLOSE_UNAUTHORISED = 4401
const RELOAD: LiveChange = { table: '*', type: 'reload', record: {} }

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws'
  return `${scheme}://${window.location.host}/ws/changes`
}

/** The feed itself, separate from React so one socket serves every screen of the page. */
export class LiveFeed {
  private socket: WebSocket | null = null
  private users = 0
  private attempts = 0
  private timer: ReturnType<typeof setTimeout> | undefined
  private readyBefore = false
  private listeners = new Set<Listener>()
  private watchers = new Set<() => void>()
  private status: ConnectionStatus = { connected: false, database: null, sessionEnded: false }
  private readonly url: () => string

  constructor(url: () => string = socketUrl) {
    this.url = url
  }

  /** Opened by the admin layout; counted, so React's double mount in development is harmless. */
  start(): () => void {
    this.users += 1
    if (this.users === 1) {
      this.readyBefore = false
      this.setStatus({ sessionEnded: false })
      this.connect()
      window.addEventListener('online', this.onOnline)
    }
    let stopped = false
    return () => {
      if (stopped) return
      stopped = true
      this.users -= 1
      if (this.users === 0) this.shutDown()
    }
  }

  /** Drop the current socket (if any) and connect again at once: the layout's refresh button. */
  reconnect = (): void => {
    if (this.users === 0) return
    this.attempts = 0
    this.setStatus({ sessionEnded: false })
    this.closeSocket()
    this.connect()
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  watch = (watcher: () => void): (() => void) => {
    this.watchers.add(watcher)
    return () => this.watchers.delete(watcher)
  }

  getStatus = (): ConnectionStatus => this.status

  private onOnline = () => {
    if (!this.status.connected) this.reconnect()
  }

  private connect(): void {
    clearTimeout(this.timer)
    let socket: WebSocket
    try {
      socket = new WebSocket(this.url())
    } catch {
      this.scheduleReconnect()
      return
    }
    this.socket = socket
    socket.onmessage = (event) => this.receive(event.data)
    socket.onclose = (event) => {
      if (this.socket !== socket) return
      this.socket = null
      this.setStatus({ connected: false })
      if (event.code === CLOSE_UNAUTHORISED) this.setStatus({ sessionEnded: true })
      else this.scheduleReconnect()
    }
  }

  private receive(data: unknown): void {
    let frame: { type?: unknown; table?: unknown; record?: unknown; database?: unknown }
    try {
      frame = JSON.parse(String(data))
    } catch {
      return
    }
    if (frame.type === 'ready') {
      this.attempts = 0
      this.setStatus({ connected: true, database: typeof frame.database === 'string' ? frame.database : null })
      // After a reconnect, changes made while we were away were never sent: reload.
      if (this.readyBefore) this.dispatch(RELOAD)
      this.readyBefore = true
    } else if (frame.type === 'reload') {
      this.dispatch(RELOAD)
    } else if (typeof frame.table === 'string' && (frame.type === 'INSERT' || frame.type === 'UPDATE' || frame.type === 'DELETE')) {
      const record = frame.record && typeof frame.record === 'object' ? (frame.record as Record<string, unknown>) : {}
      this.dispatch({ table: frame.table, type: frame.type, record })
    }
  }

  private dispatch(change: LiveChange): void {
    for (const listener of [...this.listeners]) listener(change)
  }

  private scheduleReconnect(): void {
    if (this.users === 0) return
    const delay = Math.min(MAX_DELAY_MS, MIN_DELAY_MS * 2 ** this.attempts)
    this.attempts += 1
    clearTimeout(this.timer)
    this.timer = setTimeout(() => this.connect(), delay)
  }

  private closeSocket(): void {
    const socket = this.socket
    this.socket = null
    if (socket && socket.readyState <= 1) socket.close()
    this.setStatus({ connected: false })
  }

  private shutDown(): void {
    clearTimeout(this.timer)
    window.removeEventListener('online', this.onOnline)
    this.attempts = 0
    this.closeSocket()
  }

  private setStatus(patch: Partial<ConnectionStatus>): void {
    const next = { ...this.status, ...patch }
    if (next.connected === this.status.connected && next.database === this.status.database && next.sessionEnded === this.status.sessionEnded) return
    this.status = next
    for (const watcher of [...this.watchers]) watcher()
  }
}

/** The page's one feed. */
export const liveFeed = new LiveFeed()

/** Keeps the shared socket open while the calling component (the admin layout) is mounted. */
export function useLiveFeed(feed: LiveFeed = liveFeed): void {
  useEffect(() => feed.start(), [feed])
}

/** Calls onChange for every change of one of these tables, and for 'reload' (missed changes). */
export function useLiveChanges(tables: string[], onChange: (change: LiveChange) => void, feed: LiveFeed = liveFeed): void {
  const handler = useRef(onChange)
  useEffect(() => {
    handler.current = onChange
  })
  const key = tables.join(',')
  useEffect(() => {
    const wanted = new Set(key.split(','))
    return feed.subscribe((change) => {
      if (change.type === 'reload' || wanted.has(change.table)) handler.current(change)
    })
  }, [key, feed])
}

/** The common case: reload the screen's data (debounced, ~200 ms) when one of these tables changes. */
export function useLiveReload(tables: string[], reload: () => void, delayMs = 200, feed: LiveFeed = liveFeed): void {
  const reloadRef = useRef(reload)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => {
    reloadRef.current = reload
  })
  useEffect(() => () => clearTimeout(timer.current), [])
  useLiveChanges(
    tables,
    () => {
      clearTimeout(timer.current)
      timer.current = setTimeout(() => reloadRef.current(), delayMs)
    },
    feed,
  )
}

/** The connection indicator's data: connected, the database engine, and a way to retry now. */
export function useConnection(feed: LiveFeed = liveFeed): ConnectionStatus & { reconnect: () => void } {
  const status = useSyncExternalStore(feed.watch, feed.getStatus)
  return { ...status, reconnect: feed.reconnect }
}

/** 'postgresql' -> 'PostgreSQL', 'sqlite' -> 'SQLite'. */
export function databaseName(engine: string | null): string {
  if (!engine) return ''
  const known: Record<string, string> = { postgresql: 'PostgreSQL', sqlite: 'SQLite' }
  return known[engine] ?? engine
}
