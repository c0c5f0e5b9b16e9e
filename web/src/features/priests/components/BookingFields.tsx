/** The booking form's inputs, each with its label and its error at the field. */
import { Checkbox, TextArea, TextField } from '../../../components/Field'
import { useT } from '../../../i18n/context'
import type { FieldMessages, useBookingForm } from '../hooks/useBookingForm'
import type { BookingDraft } from '../validation'
import { PriestChoice } from './PriestChoice'
import { TimeSlotField } from '../../../components/slots/TimeSlotField'
import { VisitDateField } from '../../../components/slots/VisitDateField'
import { SankalpFields } from '../../../components/sankalp/SankalpFields'
import styles from './BookingForm.module.css'

interface Props {
  form: BookingDraft
  errors: FieldMessages
  slots: ReturnType<typeof useBookingForm>['slots']
  priests: ReturnType<typeof useBookingForm>['priests']
  /** The address typed has not been asked about yet. */
  settling?: boolean
  onChange: (patch: Partial<BookingDraft>) => void
}

export function BookingFields({ form, errors, slots, priests, settling = false, onChange }: Props) {
  const t = useT()
  return (
    <>
      <fieldset className={styles.group}>
        <TextField label={t('priests.name')} required name="name" autoComplete="name" maxLength={100} value={form.name} error={errors.name} onChange={(e) => onChange({ name: e.target.value })} />
        <TextField label={t('priests.phone')} required name="phone" type="tel" inputMode="tel" autoComplete="tel" maxLength={20} value={form.phone} hint={t('priests.phoneHint')} error={errors.phone} onChange={(e) => onChange({ phone: e.target.value })} />
        <TextField label={t('priests.email')} name="email" type="email" autoComplete="email" maxLength={254} value={form.email} error={errors.email} onChange={(e) => onChange({ email: e.target.value })} />
      </fieldset>
      <fieldset className={styles.group}>
        <Checkbox label={t('priests.online')} checked={form.online} onChange={(e) => onChange({ online: e.target.checked })} />
        {form.online ? (
          <p className={styles.hint}>{t('priests.onlineHint')}</p>
        ) : (
          <TextArea label={t('priests.address')} required name="address" autoComplete="street-address" maxLength={500} value={form.address} error={errors.address} onChange={(e) => onChange({ address: e.target.value })} />
        )}
      </fieldset>
      <fieldset className={`${styles.group} ${styles.when}`}>
        <VisitDateField value={form.date} error={errors.date} onChange={(date) => onChange({ date })} />
        <div>
          <TimeSlotField date={form.date} value={form.time} error={errors.time} slots={slots} busy={settling} onChange={(time) => onChange({ time })} />
        </div>
      </fieldset>
      <PriestChoice form={form} error={errors.priestId} priests={priests} onChange={onChange} />
      <SankalpFields value={form.sankalp} error={errors.sankalp} onChange={(patch) => onChange({ sankalp: { ...form.sankalp, ...patch } })} />
      <TextArea label={t('priests.requests')} name="requests" maxLength={1000} value={form.requests} hint={t('priests.requestsHint')} error={errors.requests} onChange={(e) => onChange({ requests: e.target.value })} />
    </>
  )
}
