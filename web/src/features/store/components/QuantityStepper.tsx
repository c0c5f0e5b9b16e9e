/** - quantity + for one cart line, bounded by the stock (and the server's per-item cap). */
import { useT } from '../../../i18n/context'
import styles from './QuantityStepper.module.css'

interface Props {
  name: string
  quantity: number
  max: number
  onChange: (quantity: number) => void
}

export function QuantityStepper({ name, quantity, max, onChange }: Props) {
  const t = useT()
  return (
    <div className={styles.stepper} role="group" aria-label={t('store.quantityOf', { name, count: quantity })}>
      <button type="button" className={styles.step} onClick={() => onChange(quantity - 1)} aria-label={t('store.decrease', { name })}>
        <span aria-hidden="true">−</span>
      </button>
      <output className={styles.count} aria-live="polite">
        {quantity}
      </output>
      <button type="button" className={styles.step} onClick={() => onChange(quantity + 1)} disabled={quantity >= max} aria-label={t('store.increase', { name })}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  )
}
