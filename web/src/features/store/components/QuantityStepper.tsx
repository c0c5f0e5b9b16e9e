/** - quantity + for one cart line, bounded by the stock (and the server's per-item cap). At the
 * bound a short note says why + is off, and the + button points to it (aria-describedby). */
import { useId } from 'react'
import { useT } from '../../../i18n/context'
import { maxPerItem } from '../../../lib/cart'
import styles from './QuantityStepper.module.css'

interface Props {
  name: string
  quantity: number
  max: number
  onChange: (quantity: number) => void
}

export function QuantityStepper({ name, quantity, max, onChange }: Props) {
  const t = useT()
  const noteId = useId()
  const atMax = quantity >= max
  const cap = maxPerItem()
  // Which bound it is: the most of one item an order takes, or all there is in stock.
  const note = atMax && quantity > 0 ? (max >= cap ? t('store.limitPerItem', { count: cap }) : t('store.limitStock')) : null
  return (
    <div className={styles.wrap}>
      <div className={styles.stepper} role="group" aria-label={t('store.quantityOf', { name, count: quantity })}>
        <button type="button" className={styles.step} onClick={() => onChange(quantity - 1)} aria-label={t('store.decrease', { name })}>
          <span aria-hidden="true">−</span>
        </button>
        <output className={styles.count} aria-live="polite">
          {quantity}
        </output>
        <button type="button" className={styles.step} onClick={() => onChange(quantity + 1)} disabled={atMax} aria-label={t('store.increase', { name })} aria-describedby={note ? noteId : undefined}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {/* A live region, as reaching the bound takes the focus off the now disabled + button. */}
      <p id={noteId} className={styles.note} role="status">
        {note}
      </p>
    </div>
  )
}
