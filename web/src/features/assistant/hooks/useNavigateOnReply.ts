/** A reply that asks for a screen: open it after the server's delay and close the assistant.
 * Closing the assistant first cancels it (the devotee changed their mind). */
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Navigation } from '../conversation'

export function useNavigateOnReply(navigation: Navigation | null, open: boolean, onClose: () => void, done: () => void) {
  const navigate = useNavigate()
  const latest = useRef({ onClose, done })
  useEffect(() => {
    latest.current = { onClose, done }
  })

  useEffect(() => {
    if (!navigation) return
    // Only screens of this app: a route is a path here, never another site.
    if (!open || !/^\/(?!\/)/.test(navigation.route)) {
      latest.current.done()
      return
    }
    const timer = setTimeout(() => {
      latest.current.done()
      latest.current.onClose()
      navigate(navigation.route)
    }, navigation.delayMs)
    return () => clearTimeout(timer)
  }, [navigation, open, navigate])
}
