/** Cash at the counter or a payment link: a labelled radio group with a line on what each does. */
import type { CollectMethod } from '../api'
import { TEXT } from '../texts'
import styles from './CollectPaymentModal.module.css'

const METHODS: { value: CollectMethod; label: string; hint: string }[] = [
  { value: 'cash', label: TEXT.cash, hint: TEXT.cashHint },
  { value: 'link', label: TEXT.link, hint: TEXT.linkHint },
]

export function MethodChoice({ value, onChange, disabled }: { value: CollectMethod; onChange: (method: CollectMethod) => void; disabled: boolean }) {
  return (
    <fieldset className={styles.methods} disabled={disabled}>
      <legend>{TEXT.methodLegend}</legend>
      {METHODS.map((method) => (
        <label key={method.value} className={`${styles.method} ${value === method.value ? styles.chosen : ''}`}>
          <input type="radio" name="collect-method" value={method.value} checked={value === method.value} onChange={() => onChange(method.value)} />
          <span>
            <span className={styles.methodLabel}>{method.label}</span>
            <span className={styles.methodHint}>{method.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  )
}
