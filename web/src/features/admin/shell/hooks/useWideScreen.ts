/** True on screens wide enough for the sidebar; follows the window as it is resized. */
import { useSyncExternalStore } from 'react'

const QUERY = '(min-width: 900px)'

function subscribe(notify: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {}
  const list = window.matchMedia(QUERY)
  list.addEventListener('change', notify)
  return () => list.removeEventListener('change', notify)
}

// Without matchMedia (tests, very old browsers) the desktop layout is shown.
const wide = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY).matches : true)

export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, wide)
}
