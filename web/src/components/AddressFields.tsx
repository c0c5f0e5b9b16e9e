/** The delivery address in its parts (house and street, landmark, city, state, PIN code), each
 * showing its own error: the store's checkout and a temple pooja's prasad ask for it alike. */
import { useI18n } from '../i18n/context'
import type { AddressField, AddressParts } from '../lib/address'
import { useSite } from '../lib/site'
import { SelectField, TextField } from './Field'

interface Props {
  value: AddressParts
  errors: Partial<Record<AddressField, string>>
  onChange: (patch: Partial<AddressParts>) => void
  /** Gives each control an id (`${idPrefix}-pinCode`), so a form can bring its first error into view. */
  idPrefix?: string
}

export function AddressFields({ value, errors, onChange, idPrefix }: Props) {
  const { t, language } = useI18n()
  const states = useSite()?.states ?? []
  const bind = (field: AddressField) => ({
    id: idPrefix ? `${idPrefix}-${field}` : undefined,
    value: value[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => onChange({ [field]: event.target.value }),
  })
  return (
    <>
      <TextField label={t('common.houseAndStreet')} required autoComplete="street-address" maxLength={200} hint={t('common.houseAndStreetHint')} {...bind('houseAndStreet')} />
      <TextField label={t('common.landmark')} maxLength={120} {...bind('landmark')} />
      <TextField label={t('common.city')} required autoComplete="address-level2" maxLength={80} {...bind('city')} />
      <SelectField label={t('common.state')} required autoComplete="address-level1" {...bind('state')}>
        <option value="">{t('common.chooseState')}</option>
        {states.map((state) => (
          <option key={state.name} value={state.name}>
            {language === 'hi' ? state.nameHi : state.name}
          </option>
        ))}
      </SelectField>
      <TextField label={t('common.pinCode')} required inputMode="numeric" autoComplete="postal-code" maxLength={7} {...bind('pinCode')} />
    </>
  )
}
