/** Name, phone, e-mail and the delivery address in its parts, each showing its own error. */
import { AddressFields } from '../../../components/AddressFields'
import { TextField } from '../../../components/Field'
import { useI18n } from '../../../i18n/context'
import type { Delivery } from '../hooks/useCheckoutDraft'
import type { CheckoutErrors } from '../validation'
import styles from './CartModal.module.css'

interface Props {
  value: Delivery
  errors: CheckoutErrors
  onChange: (patch: Partial<Delivery>) => void
  /** The details were filled in from the last order on this device. */
  remembered?: boolean
}

export function DeliveryForm({ value, errors, onChange, remembered }: Props) {
  const { t } = useI18n()
  return (
    <section aria-labelledby="store-delivery" className={styles.section}>
      <h3 id="store-delivery" className={styles.sectionTitle}>
        {t('store.deliveryTitle')}
      </h3>
      {remembered && <p className={styles.note}>{t('store.lastAddress')}</p>}
      {/* The server refused the details as a whole, naming no field (StorePage brings it into view). */}
      {errors.delivery && (
        <p className={styles.problem} role="alert" tabIndex={-1} data-refusal>
          {errors.delivery}
        </p>
      )}
      <TextField label={t('store.name')} required autoComplete="name" maxLength={100} value={value.customerName} error={errors.customerName} onChange={(e) => onChange({ customerName: e.target.value })} />
      <TextField label={t('store.phone')} required type="tel" inputMode="tel" autoComplete="tel" maxLength={20} value={value.customerPhone} error={errors.customerPhone} onChange={(e) => onChange({ customerPhone: e.target.value })} />
      <TextField label={t('store.email')} type="email" autoComplete="email" maxLength={254} value={value.customerEmail} error={errors.customerEmail} onChange={(e) => onChange({ customerEmail: e.target.value })} />
      <AddressFields value={value} errors={errors} onChange={onChange} />
    </section>
  )
}
