/** The outbox for one kind of submission, re-sent when the browser comes back online. */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { flush, pending, send, subscribe, type Pending } from './outbox'

export interface Outbox<T> {
  /** Send now; a network failure leaves it queued and rethrows. Same body = same submission. */
  submit: (body: unknown) => Promise<T>
  /** Submissions of this kind waiting for the network (saved on this device). */
  queued: Pending[]
  /** What went through on a later retry (not through submit), newest last. */
  delivered: T[]
  retry: () => Promise<void>
}

export function useOutbox<T>(kind: string, path: string): Outbox<T> {
  const snapshot = useSyncExternalStore(subscribe, () => JSON.stringify(pending(kind)))
  const queued = JSON.parse(snapshot) as Pending[]
  const [delivered, setDelivered] = useState<T[]>([])

  const retry = useCallback(async () => {
    const done = await flush<T>(kind)
    if (done.length) setDelivered((current) => [...current, ...done])
  }, [kind])

  useEffect(() => {
    const onOnline = () => void retry()
    window.addEventListener('online', onOnline)
    // Also try every 30 s: "online" does not fire when a flaky network merely recovers.
    const timer = window.setInterval(() => {
      if (pending(kind).length) void retry()
    }, 30_000)
    return () => {
      window.removeEventListener('online', onOnline)
      window.clearInterval(timer)
    }
  }, [kind, retry])

  const submit = useCallback((body: unknown) => send<T>(kind, path, body), [kind, path])
  return { submit, queued, delivered, retry }
}
