/**
 * Submissions that must not be lost: each keeps its Idempotency-Key, is stored before it is
 * sent, and is re-sent with the same key after a network failure, so the server creates the
 * record once however often we retry.
 */
import { ApiError, api, newIdempotencyKey } from './api'
import { load, save } from './storage'

export interface Pending {
  id: string
  path: string
  body: unknown
  key: string
  createdAt: number
  /** What it is, for the "waiting to send" notice (e.g. "priest-booking"). */
  kind: string
}

const STORE = 'outbox'
const listeners = new Set<() => void>()

function all(): Pending[] {
  return load<Pending[]>(STORE) ?? []
}

function write(items: Pending[]): void {
  save(STORE, items, 7)
  listeners.forEach((listener) => listener())
}

export function pending(kind?: string): Pending[] {
  return all().filter((item) => !kind || item.kind === kind)
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function drop(id: string): void {
  write(all().filter((item) => item.id !== id))
}

/**
 * Send a create request. A network failure keeps it queued (and rethrows, so the form can
 * say it is pending); any answer from the server, success or refusal, removes it.
 */
export async function send<T>(kind: string, path: string, body: unknown, existing?: Pending): Promise<T> {
  existing ??= find(kind, path, body)
  const item: Pending = existing ?? { id: newIdempotencyKey(), path, body, key: newIdempotencyKey(), createdAt: Date.now(), kind }
  if (!existing) write([...all(), item])
  try {
    const result = await api.post<T>(path, body, { idempotencyKey: item.key })
    drop(item.id)
    return result
  } catch (error) {
    if (!(error instanceof ApiError && error.isNetwork)) drop(item.id)
    throw error
  }
}

/** The queued submission with exactly this body, if any: sending it again reuses its key. */
export function find(kind: string, path: string, body: unknown): Pending | undefined {
  const text = JSON.stringify(body)
  return pending(kind).find((item) => item.path === path && JSON.stringify(item.body) === text)
}

/** Re-send everything queued of one kind; resolves with what went through. */
export async function flush<T>(kind: string): Promise<T[]> {
  const done: T[] = []
  for (const item of pending(kind)) {
    try {
      done.push(await send<T>(kind, item.path, item.body, item))
    } catch {
      // Still offline, or refused (then dropped): the caller re-reads pending().
    }
  }
  return done
}
