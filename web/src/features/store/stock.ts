/** What a product's stock says, the same on its card and its page. */
import type { Translate } from '../../i18n/context'
import { maxQuantity } from './hooks/useCheckoutDraft'

/** At or below this many in stock, a product says "Only N left". */
export const FEW_LEFT = 5

interface Stocked {
  inStock: boolean
  stockQuantity: number
}

/** Whether any may be put in the cart: not marked out of stock, and some left. */
export const orderable = (product: Stocked) => product.inStock && maxQuantity(product) > 0

/** "Out of Stock" for one marked so whatever its count (an admin may mark it so with some left),
 * "Only N left" when few remain, else "In Stock". */
export function stockText(t: Translate, product: Stocked): string {
  if (!orderable(product)) return t('store.outOfStock')
  return product.stockQuantity <= FEW_LEFT ? t('store.fewLeft', { count: product.stockQuantity }) : t('store.inStock')
}
