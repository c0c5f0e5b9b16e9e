/** The server's totals for the cart (subtotal, shipping, tax, total, lines it cannot sell). */
import { useRequest } from '../../../lib/useRequest'
import { fetchQuote, type Quote } from '../api'
import type { CartItem } from './useCheckoutDraft'
import { useDebounced } from '../../../lib/useDebounced'

export function useQuote(items: CartItem[]) {
  // Quick taps on + and - become one request.
  const key = useDebounced(items.map((item) => `${item.productId}:${item.quantity}`).join(','), 250)
  return useRequest<Quote | null>(
    (signal) => {
      if (!key) return Promise.resolve(null) // the server refuses an empty cart; nothing to price
      const lines = key.split(',').map((part) => {
        const [productId, quantity] = part.split(':')
        return { productId, quantity: Number(quantity) }
      })
      return fetchQuote(lines, signal)
    },
    [key],
  )
}
