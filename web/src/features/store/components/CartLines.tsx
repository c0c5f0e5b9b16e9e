/** The cart's lines: picture, name, unit price, quantity steppers, remove, and what the server says is wrong. */
import { useT, type Translate } from '../../../i18n/context'
import { formatINR } from '../../../lib/format'
import type { QuoteLine } from '../api'
import { maxQuantity, type CartItem } from '../hooks/useCheckoutDraft'
import { ProductImage } from './ProductImage'
import { QuantityStepper } from './QuantityStepper'
import styles from './CartModal.module.css'

/** A bin, drawn (an emoji needs a font some phones lack). */
function TrashIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14M10 11v6M14 11v6" />
    </svg>
  )
}

interface Props {
  items: CartItem[]
  lines: QuoteLine[] | undefined
  onQuantity: (productId: string, quantity: number) => void
  onRemove: (productId: string) => void
}

/** The quote's reason for a product the store no longer sells (or never did). */
const GONE = 'This item is no longer sold'
const OUT = 'Out of stock'

/** The server's reasons (English) in the devotee's language. */
export function problemText(t: Translate, problem: string): string {
  const few = /^Only (\d+) left/.exec(problem)
  if (few) return t('store.problemFew', { count: few[1] })
  if (problem === OUT) return t('store.problemOutOfStock')
  if (problem === GONE) return t('store.problemGone')
  return problem
}

export function CartLines({ items, lines, onQuantity, onRemove }: Props) {
  const t = useT()
  const byId = new Map((lines ?? []).map((line) => [line.productId, line]))
  return (
    <ul className={styles.lines}>
      {items.map((item) => {
        const quoted = byId.get(item.productId)
        const gone = quoted?.problem === GONE
        // The name as the store has it now, in the devotee's language (the server's, by id): not the
        // one kept when it was added (the assistant adds in the language it spoke).
        const name = quoted && !gone ? quoted.productName : item.name
        // Nothing of it can be bought: a quantity to change would only mislead; removing it is what is left.
        const stuck = gone || quoted?.problem === OUT
        return (
          <li key={item.productId} className={styles.line}>
            <ProductImage image={item.image} size="small" />
            <div className={styles.lineMain}>
              <p className={styles.lineName}>{name}</p>
              {!gone && <p className={styles.lineEach}>{t('store.each', { price: formatINR(quoted?.price ?? item.price) })}</p>}
              {quoted?.problem && (
                <p className={styles.problem} role="alert">
                  {problemText(t, quoted.problem)}
                </p>
              )}
              <div className={styles.lineControls}>
                {stuck ? (
                  <button type="button" className={styles.removeLine} onClick={() => onRemove(item.productId)}>
                    <TrashIcon />
                    {t('store.removeFromCart')}
                  </button>
                ) : (
                  <>
                    <QuantityStepper name={name} quantity={item.quantity} max={maxQuantity(item)} onChange={(quantity) => onQuantity(item.productId, quantity)} />
                    <button type="button" className={styles.remove} onClick={() => onRemove(item.productId)} aria-label={t('store.remove', { name })}>
                      <TrashIcon />
                    </button>
                  </>
                )}
              </div>
            </div>
            {quoted?.available && <p className={styles.lineTotal}>{formatINR(quoted.total)}</p>}
          </li>
        )
      })}
    </ul>
  )
}
