/** Name, phone, e-mail and shipping address, each showing its own error. */
import { TextArea, TextField } from '../../../components/Field'
import { useT } from '../../../i18n/context'
import type { Delivery } from '../hooks/useCheckoutDraft'
import type { CheckoutErrors } from '../validation'
import styles from './CartModal.module.css'

interface Props {
  value: Delivery
  errors: CheckoutErrors
  onChange: (patch: Partial<Delivery>) => void
}

export function DeliveryForm({ value, errors, onChange }: Props) {
  const t = useT()
  return (
    <section aria-labelledby="store-delivery" className={styles.section}>
      <h3 id="store-delivery" className={styles.sectionTitle}>
        {t('store.deliveryTitle')}
      </h3>
      <TextField label={t('store.name')} required autoComplete="name" maxLength={100} value={value.customerName} error={errors.customerName} onChange={(e) => onChange({ customerName: e.target.value })} />
      <TextField label={t('store.phone')} required type="tel" inputMode="tel" autoComplete="tel" maxLength={20} value={value.customerPhone} error={errors.customerPhone} onChange={(e) => onChange({ customerPhone: e.target.value })} />
      <TextField label={t('store.email')} type="email" autoComplete="email" maxLength={254} value={value.customerEmail} error={errors.customerEmail} onChange={(e) => onChange({ customerEmail: e.target.value })} />
      <TextArea label={t('store.address')} required autoComplete="street-address" maxLength={500} hint={t('store.addressHint')} value={value.shippingAddress} error={errors.shippingAddress} onChange={(e) => onChange({ shippingAddress: e.target.value })} />
    </section>
  )
}
