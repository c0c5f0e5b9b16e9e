/** The conversation state fed by the socket, and the devotee's actions on it. */
import { useCallback, useEffect, useReducer } from 'react'
import type { AssistantSocket } from '../../../lib/assistantSocket'
import { addToCart, setCartQuantities } from '../../../lib/cart'
import { siteLimits } from '../../../lib/site'
import { conversationReducer, initialConversation } from '../conversation'

/** How long a message may stay unanswered before the devotee may send another. */
export const ANSWER_TIMEOUT_MS = 60_000
/** The longest message the server reads (PUNYA_ASSISTANT_MAX_TEXT_CHARS, from the site info). */
export function maxMessageChars(): number | undefined {
  return siteLimits()?.maxMessageChars
}

export function useConversation(socket: AssistantSocket) {
  const [state, dispatch] = useReducer(conversationReducer, initialConversation)

  useEffect(() => socket.subscribe((event) => dispatch({ type: 'event', event })), [socket])

  useEffect(() => {
    if (!state.awaiting) return
    const timer = setTimeout(() => dispatch({ type: 'expire' }), ANSWER_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [state.awaiting])

  /** Sends a message (queued by the socket while offline); false when there is nothing to send. */
  const send = useCallback(
    (text: string): boolean => {
      const clean = text.trim().slice(0, maxMessageChars())
      if (!clean) return false
      const id = socket.send(clean)
      dispatch({ type: 'sent', id, text: clean, at: new Date().toISOString() })
      return true
    },
    [socket],
  )

  const selectService = useCallback(
    (serviceId: string) => {
      socket.selectService(serviceId)
      dispatch({ type: 'select', serviceId })
    },
    [socket],
  )

  const navigated = useCallback(() => dispatch({ type: 'navigated' }), [])
  const notice = useCallback((text: string, code: string) => dispatch({ type: 'notice', text, code }), [])

  // What a live reply did to the cart (lines added, changed, ordered) reaches the device's cart once.
  const { cart } = state
  useEffect(() => {
    if (!cart) return
    if (cart.lines.length) addToCart(cart.lines)
    if (cart.set.length) setCartQuantities(cart.set)
    dispatch({ type: 'carted' })
  }, [cart])

  return { state, send, selectService, navigated, notice }
}
