/** The device's cart: kept as the Store screen's checkout draft, so lines the assistant adds
 * are the same cart the Store screen shows (features do not import each other; both use this). */
import { siteLimits } from './site'
import { load, save } from './storage'

/** The useDraft key of the store's checkout (cart and delivery details). */
export const CHECKOUT_DRAFT = 'store-checkout'
/** The most of one product a single order takes: the server's limit, from the site info (no cap
 * of ours until that has arrived; the server refuses more in any case). */
export function maxPerItem(): number {
  return siteLimits()?.maxPerItem ?? Number.POSITIVE_INFINITY
}
/** Fired on window when a draft changed outside the screen that shows it. */
export const DRAFT_CHANGED = 'punya:draft-changed'
/** Fired on window when a screen saved or cleared its own draft (the assistant follows the cart). */
export const DRAFT_SAVED = 'punya:draft-saved'

export interface CartItem {
  productId: string
  name: string
  price: number
  image: string
  stockQuantity: number
  quantity: number
}

export interface NewLine {
  productId: string
  productName: string
  price: number
  quantity: number
  stock: number
}

const DRAFT_KEY = `draft.${CHECKOUT_DRAFT}`

/** The cart's lines as the assistant reads them: which product, how many. */
export function cartQuantities(): { productId: string; quantity: number }[] {
  const items = load<{ items?: CartItem[] }>(DRAFT_KEY)?.items ?? []
  return items.filter((item) => item.quantity > 0).map(({ productId, quantity }) => ({ productId, quantity }))
}

/** Sets lines to these quantities (0 takes a line out): changed in the chat, or ordered there. */
export function setCartQuantities(lines: { productId: string; quantity: number }[]): void {
  const draft = load<{ items?: CartItem[] }>(DRAFT_KEY) ?? {}
  const wanted = new Map(lines.map((line) => [line.productId, line.quantity]))
  const items = (draft.items ?? [])
    .map((item) => (wanted.has(item.productId) ? { ...item, quantity: Math.min(wanted.get(item.productId)!, item.stockQuantity, maxPerItem()) } : item))
    .filter((item) => item.quantity > 0)
  save(DRAFT_KEY, { ...draft, items })
  window.dispatchEvent(new CustomEvent(DRAFT_CHANGED, { detail: CHECKOUT_DRAFT }))
}

/** Adds lines to the cart (quantities add up, capped by stock and the per-item limit). */
export function addToCart(lines: NewLine[]): void {
  const key = DRAFT_KEY
  const draft = load<{ items?: CartItem[] }>(key) ?? {}
  const items = [...(draft.items ?? [])]
  for (const line of lines) {
    const cap = Math.max(0, Math.min(line.stock, maxPerItem()))
    const at = items.findIndex((item) => item.productId === line.productId)
    if (at >= 0) items[at] = { ...items[at], stockQuantity: line.stock, quantity: Math.min(items[at].quantity + line.quantity, cap) }
    else if (cap > 0) items.push({ productId: line.productId, name: line.productName, price: line.price, image: '', stockQuantity: line.stock, quantity: Math.min(line.quantity, cap) })
  }
  save(key, { ...draft, items })
  window.dispatchEvent(new CustomEvent(DRAFT_CHANGED, { detail: CHECKOUT_DRAFT }))
}
