/** A reply that asks for a screen: say where it goes, open it after the server's delay and
 * close the assistant. Never while the devotee is typing: then it waits for "Go". "Stay here"
 * or closing the assistant cancels it (the devotee changed their mind). */
import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Navigation } from '../conversation'

/** Keys pressed this recently count as typing. */
export const TYPING_GRACE_MS = 2000

/** Only screens of this app: a route is a path here, never another site. */
export const isAppRoute = (route: string) => /^\/(?!\/)/.test(route)

export function useNavigateOnReply(navigation: Navigation | null, open: boolean, onClose: () => void, done: () => void, typing: () => boolean) {
  const navigate = useNavigate()
  const latest = useRef({ onClose, done, typing })
  useEffect(() => {
    latest.current = { onClose, done, typing }
  })
  const [held, setHeld] = useState<string | null>(null)

  const go = useCallback(() => {
    if (!navigation) return
    latest.current.done()
    latest.current.onClose()
    setHeld(null)
    navigate(navigation.route)
  }, [navigation, navigate])

  const stay = useCallback(() => {
    setHeld(null)
    latest.current.done()
  }, [])

  useEffect(() => {
    if (!navigation) return
    if (!open || !isAppRoute(navigation.route)) {
      latest.current.done()
      return
    }
    const timer = setTimeout(() => {
      if (latest.current.typing()) setHeld(navigation.key)
      else go()
    }, navigation.delayMs)
    return () => clearTimeout(timer)
  }, [navigation, open, go])

  return { pending: navigation && open && isAppRoute(navigation.route) ? navigation : null, held: held !== null && held === navigation?.key, go, stay }
}
