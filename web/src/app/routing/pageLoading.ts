/** Whether a page's code is still on its way: the layout shows its progress bar meanwhile. */
import { useSyncExternalStore } from 'react'

let pending = 0
const listeners = new Set<() => void>()

function changed(by: number): void {
  pending += by
  listeners.forEach((listener) => listener())
}

/** Counts a page's loading from start to end, whether it arrives or fails. */
export function tracked<T>(loading: Promise<T>): Promise<T> {
  changed(1)
  return loading.finally(() => changed(-1))
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  )
}
