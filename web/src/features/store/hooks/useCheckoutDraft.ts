/** The cart and the delivery details, kept as one draft so a reload loses neither. */
import { useCallback } from 'react'
import { CHECKOUT_DRAFT, maxPerItem, type CartItem } from '../../../lib/cart'
import { load, save } from '../../../lib/storage'
import { useDraft } from '../../../lib/useDraft'
import type { Product } from '../api'

export { CHECKOUT_DRAFT, type CartItem }

export interface Delivery {
  customerName: string
  customerPhone: string
  customerEmail: string
  houseAndStreet: string
  landmark: string
  city: string
  state: string
  pinCode: string
}

export interface CheckoutDraft extends Delivery {
  items: CartItem[]
}

const NO_DELIVERY: Delivery = { customerName: '', customerPhone: '', customerEmail: '', houseAndStreet: '', landmark: '', city: '', state: '', pinCode: '' }
/** The delivery details of the last order placed on this device: the next checkout starts
 * with them. */
const LAST_DELIVERY = 'store.lastDelivery'

export function rememberDelivery(delivery: Delivery): void {
  const kept = Object.fromEntries(Object.keys(NO_DELIVERY).map((field) => [field, delivery[field as keyof Delivery]]))
  save(LAST_DELIVERY, kept, 365)
}

/** The last order's delivery details, if this device placed one. */
export function lastDelivery(): Delivery | undefined {
  const kept = load<Partial<Delivery>>(LAST_DELIVERY)
  return kept ? { ...NO_DELIVERY, ...kept } : undefined
}

export function maxQuantity(item: { stockQuantity: number }): number {
  return Math.max(0, Math.min(item.stockQuantity, maxPerItem()))
}

export function useCheckoutDraft() {
  const [draft, update, clearDraft] = useDraft<CheckoutDraft>(CHECKOUT_DRAFT, { items: [], ...(lastDelivery() ?? NO_DELIVERY) })
  /** An empty cart, the delivery details of the last order offered again. */
  const clear = useCallback(() => {
    clearDraft()
    const last = lastDelivery()
    if (last) update(last)
  }, [clearDraft, update])
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
