/** The modal's socket: one per mounted assistant, connected while mounted (the launcher keeps
 * the modal mounted after the first open, so the conversation survives closing it). Once it
 * is open, the devotee's location goes too when the browser already allows this site to know
 * it (no prompt): "today's tithi" is then theirs, not New Delhi's. */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { AssistantSocket } from '../../../lib/assistantSocket'
import { CHECKOUT_DRAFT, DRAFT_CHANGED, DRAFT_SAVED, cartQuantities } from '../../../lib/cart'
import type { ConnectionState } from '../../../lib/assistantProtocol'
import { currentPosition, locationAllowed } from '../../../lib/geolocation'

export function useAssistantSocket(): { socket: AssistantSocket; connection: ConnectionState } {
  const [socket] = useState(() => new AssistantSocket())
  useEffect(() => {
    socket.connect()
    return () => socket.close()
  }, [socket])
  const connection = useSyncExternalStore(socket.subscribeState, socket.getState, socket.getState)

  // The device's cart goes with the conversation, and again whenever the Store or the chat changes it.
  useEffect(() => {
    const send = () => socket.setCart(cartQuantities())
    send()
    const onStorage = (event: StorageEvent) => event.key?.endsWith(CHECKOUT_DRAFT) && send()
    window.addEventListener(DRAFT_CHANGED, send)
    window.addEventListener(DRAFT_SAVED, send)
    window.addEventListener('storage', onStorage)
    return () => {
      window.removeEventListener(DRAFT_CHANGED, send)
      window.removeEventListener(DRAFT_SAVED, send)
      window.removeEventListener('storage', onStorage)
    }
  }, [socket])

  // The conversation keeps it: once per page is enough.
  const located = useRef(false)
  useEffect(() => {
    if (connection !== 'open' || located.current) return
    located.current = true
    void locationAllowed()
      .then((allowed) => (allowed ? currentPosition() : null))
      .then((point) => point && socket.shareLocation(point.latitude, point.longitude))
      .catch(() => undefined) // unavailable now: the assistant answers for New Delhi and offers to ask
  }, [socket, connection])
  return { socket, connection }
}
