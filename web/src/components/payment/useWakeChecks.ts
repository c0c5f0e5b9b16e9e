/** Coming back to this page while a payment is verified: check at once (window focus, tab
 * visible again, restored from the back-forward cache), and notice a return from the pay page. */
import { useEffect, useRef } from 'react'

const MIN_GAP_MS = 3000

export function useWakeChecks(active: boolean, check: () => void): void {
  const latest = useRef(check)
  useEffect(() => {
    latest.current = check
  })

  useEffect(() => {
    if (!active) return
    let last = 0
    const wake = () => {
      if (document.visibilityState === 'hidden') return
      // Focus and visibility often fire together: one check is enough.
      const now = Date.now()
      if (now - last < MIN_GAP_MS) return
      last = now
      latest.current()
    }
    window.addEventListener('focus', wake)
    window.addEventListener('pageshow', wake)
    document.addEventListener('visibilitychange', wake)
    return () => {
      window.removeEventListener('focus', wake)
      window.removeEventListener('pageshow', wake)
      document.removeEventListener('visibilitychange', wake)
    }
  }, [active])
}

/** This tab left for the pay page and the browser's Back button restored it from its cache. */
export function useReturnFromPayPage(active: boolean, onReturn: () => void): void {
  const latest = useRef(onReturn)
  useEffect(() => {
    latest.current = onReturn
  })

  useEffect(() => {
    if (!active) return
    const back = (event: PageTransitionEvent) => event.persisted && latest.current()
    window.addEventListener('pageshow', back)
    return () => window.removeEventListener('pageshow', back)
  }, [active])
}
