/** The temple booking form's fields, each with its label, bounds and the error shown at it. */
import { useI18n } from '../../../i18n/context'
import { todayISO } from '../../../lib/format'
import { SelectField, TextArea, TextField } from '../../../components/Field'
import type { SlotOption } from '../slots'
import type { FormField, TempleForm } from '../validation'
import { SankalpFields } from '../../../components/sankalp/SankalpFields'
import type { SankalpDraft } from '../../../components/sankalp/sankalp'

interface Props {
  form: TempleForm
  slots: SlotOption[]
  errors: Partial<Record<FormField, string>>
  onChange: (field: FormField, value: string) => void
  sankalpError?: string
  onSankalp: (patch: Partial<SankalpDraft>) => void
}

/** Bookings open up to a year ahead (the server's limit). */
function yearAhead(today: string): string {
  const date = new Date(`${today}T00:00:00`)
  date.setFullYear(date.getFullYear() + 1)
  return todayISO(date)
}

export const fieldId = (field: FormField) => `temple-booking-${field}`

export function BookingFields({ form, slots, errors, onChange, sankalpError, onSankalp }: Props) {
  const { t } = useI18n()
  const today = todayISO()
  const bind = (field: FormField) => ({
    id: fieldId(field),
    name: field,
    value: form[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  })
  return (
    <>
      <TextField label={t('temples.nameLabel')} required autoComplete="name" maxLength={100} {...bind('customerName')} />
      <TextField label={t('temples.phoneLabel')} required type="tel" inputMode="tel" autoComplete="tel" maxLength={20} hint={t('temples.phoneHint')} {...bind('customerPhone')} />
      <TextField label={t('temples.emailLabel')} type="email" inputMode="email" autoComplete="email" maxLength={254} hint={t('temples.emailHint')} {...bind('customerEmail')} />
      <TextField label={t('temples.dateLabel')} required type="date" min={today} max={yearAhead(today)} {...bind('selectedDate')} />
      <SelectField label={t('temples.timeLabel')} required {...bind('selectedTime')}>
        <option value="">{t('temples.chooseTime')}</option>
        {slots.map(({ label, state }) => (
          <option key={label} value={label} disabled={state !== 'open'}>
            {state === 'full' ? t('temples.slotFull', { slot: label }) : state === 'started' ? t('temples.slotStarted', { slot: label }) : label}
          </option>
        ))}
      </SelectField>
      <SankalpFields value={form.sankalp} error={sankalpError} onChange={onSankalp} />
      <TextArea label={t('temples.specialRequestsLabel')} maxLength={1000} hint={t('temples.specialRequestsHint')} {...bind('specialRequests')} />
    </>
  )
}
