/** Brings a result into view when a new one arrives (the form above it fills a phone's screen),
 * and moves the keyboard and screen reader there with it. */
import { useEffect, useRef } from 'react'

export function useShownWhenReady(result: unknown) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const heading = ref.current?.querySelector<HTMLElement>('h2')
    if (!result || !heading) return
    heading.tabIndex = -1
    heading.scrollIntoView?.({ block: 'start' }) // absent where there is no layout (tests)
    heading.focus({ preventScroll: true })
  }, [result])
  return ref
}
