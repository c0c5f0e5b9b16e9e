/** Name, phone, e-mail and the delivery address in its parts, each showing its own error. */
import { SelectField, TextField } from '../../../components/Field'
import { useI18n } from '../../../i18n/context'
import { useSite } from '../../../lib/site'
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
  const { t, language } = useI18n()
  const states = useSite()?.states ?? []
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
      <TextField label={t('store.houseAndStreet')} required autoComplete="street-address" maxLength={200} hint={t('store.houseAndStreetHint')} value={value.houseAndStreet} error={errors.houseAndStreet} onChange={(e) => onChange({ houseAndStreet: e.target.value })} />
      <TextField label={t('store.landmark')} maxLength={120} value={value.landmark} error={errors.landmark} onChange={(e) => onChange({ landmark: e.target.value })} />
      <TextField label={t('store.city')} required autoComplete="address-level2" maxLength={80} value={value.city} error={errors.city} onChange={(e) => onChange({ city: e.target.value })} />
      <SelectField label={t('store.state')} required autoComplete="address-level1" value={value.state} error={errors.state} onChange={(e) => onChange({ state: e.target.value })}>
        <option value="">{t('store.chooseState')}</option>
        {states.map((state) => (
          <option key={state.name} value={state.name}>
            {language === 'hi' ? state.nameHi : state.name}
          </option>
        ))}
      </SelectField>
      <TextField label={t('store.pinCode')} required inputMode="numeric" autoComplete="postal-code" maxLength={7} value={value.pinCode} error={errors.pinCode} onChange={(e) => onChange({ pinCode: e.target.value })} />
    </section>
  )
}
