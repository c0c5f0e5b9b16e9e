/** The temple booking form's fields, each with its label, bounds and the error shown at it. */
import { useI18n } from '../../../i18n/context'
import { todayISO } from '../../../lib/format'
import { AddressFields } from '../../../components/AddressFields'
import { SelectField, TextArea, TextField } from '../../../components/Field'
import type { SlotOption } from '../slots'
import { wantsPrasad, type FormField, type TempleForm } from '../validation'
import { SankalpFields } from '../../../components/sankalp/SankalpFields'
import type { SankalpDraft } from '../../../components/sankalp/sankalp'
import styles from './BookingFields.module.css'

interface Props {
  form: TempleForm
  slots: SlotOption[]
  errors: Partial<Record<FormField, string>>
  onChange: (field: FormField, value: string) => void
  sankalpError?: string
  onSankalp: (patch: Partial<SankalpDraft>) => void
  /** The temple sends this pooja's prasad home: ask whether to, and where. */
  shipsPrasad: boolean
}

/** Bookings open up to a year ahead (the server's limit). */
function yearAhead(today: string): string {
  const date = new Date(`${today}T00:00:00`)
  date.setFullYear(date.getFullYear() + 1)
  return todayISO(date)
}

export const fieldId = (field: FormField) => `temple-booking-${field}`

export function BookingFields({ form, slots, errors, onChange, sankalpError, onSankalp, shipsPrasad }: Props) {
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
      {shipsPrasad && (
        <fieldset className={styles.prasad}>
          <legend className={styles.legend}>{t('temples.prasadLegend')}</legend>
          {(['yes', 'no'] as const).map((choice) => (
            <label key={choice} className={`${styles.choice} ${form.prasad === choice ? styles.chosen : ''}`}>
              <input type="radio" id={choice === 'yes' ? fieldId('prasad') : undefined} name="prasad" value={choice} checked={form.prasad === choice} onChange={() => onChange('prasad', choice)} />
              <span>
                <span className={styles.choiceLabel}>{t(choice === 'yes' ? 'temples.prasadYes' : 'temples.prasadNo')}</span>
                {choice === 'yes' && <span className={styles.choiceHint}>{t('temples.prasadYesHint')}</span>}
              </span>
            </label>
          ))}
          {wantsPrasad(form, shipsPrasad) && (
            <AddressFields value={form} errors={errors} idPrefix="temple-booking" onChange={(patch) => Object.entries(patch).forEach(([field, value]) => onChange(field as FormField, value))} />
          )}
        </fieldset>
      )}
      <TextArea label={t('temples.specialRequestsLabel')} maxLength={1000} hint={t('temples.specialRequestsHint')} {...bind('specialRequests')} />
    </>
  )
}
