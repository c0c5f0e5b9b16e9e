/** The cart and the delivery details, kept as one draft so a reload loses neither. */
import { useCallback } from 'react'
import { CHECKOUT_DRAFT, maxPerItem, type CartItem } from '../../../lib/cart'
import { useDraft } from '../../../lib/useDraft'
import type { Product } from '../api'

export { CHECKOUT_DRAFT, type CartItem }

export interface Delivery {
  customerName: string
  customerPhone: string
  customerEmail: string
  shippingAddress: string
}

export interface CheckoutDraft extends Delivery {
  items: CartItem[]
}

const EMPTY: CheckoutDraft = { items: [], customerName: '', customerPhone: '', customerEmail: '', shippingAddress: '' }

export function maxQuantity(item: { stockQuantity: number }): number {
  return Math.max(0, Math.min(item.stockQuantity, maxPerItem()))
}

export function useCheckoutDraft() {
  const [draft, update, clear] = useDraft<CheckoutDraft>(CHECKOUT_DRAFT, EMPTY)
  const { items } = draft

  const add = useCallback(
    (product: Product) => {
      const item: CartItem = { productId: product.id, name: product.name, price: product.price, image: product.images[0] ?? '', stockQuantity: product.stockQuantity, quantity: 1 }
      if (maxQuantity(item) < 1 || items.some((line) => line.productId === product.id)) return
      update({ items: [...items, item] })
    },
    [items, update],
  )

  /** A new quantity (0 removes the line), bounded by the stock seen on the card (`fresh`) or when added. */
  const setQuantity = useCallback(
    (productId: string, quantity: number, fresh?: Product) => {
      const next = items
        .map((line) => {
          if (line.productId !== productId) return line
          const seen = fresh ? { ...line, stockQuantity: fresh.stockQuantity } : line
          return { ...seen, quantity: Math.min(quantity, maxQuantity(seen)) }
        })
        .filter((line) => line.quantity > 0)
      update({ items: next })
    },
    [items, update],
  )

  const remove = useCallback((productId: string) => update({ items: items.filter((line) => line.productId !== productId) }), [items, update])
  const setDelivery = useCallback((patch: Partial<Delivery>) => update(patch), [update])
  const count = items.reduce((n, line) => n + line.quantity, 0)
  return { draft, items, count, add, setQuantity, remove, setDelivery, clear }
}
