/** The priest form's text and number fields, each with its message at the field. */
import { Checkbox, TextArea, TextField } from '../../../../components/Field'
import { TEXT } from '../texts'
import { formatDate } from '../../../../lib/format'
import { fill } from '../../ui/texts'
import type { PriestErrors, PriestForm, RadiusRange } from '../validation'
import styles from './PriestFormModal.module.css'

interface Props {
  form: PriestForm
  errors: PriestErrors
  /** When a super admin verified the priest (as saved), shown while "verified" stays ticked. */
  verifiedAt?: string | null
  radius: RadiusRange
  onChange: (patch: Partial<PriestForm>) => void
}

export function PriestFields({ form, errors, verifiedAt, radius, onChange }: Props) {
  return (
    <>
      <div className={styles.grid}>
        <TextField label={TEXT.name} required maxLength={100} autoComplete="off" value={form.name} error={errors.name} onChange={(event) => onChange({ name: event.target.value })} data-autofocus />
        <TextField label={TEXT.email} required type="email" maxLength={254} autoComplete="off" value={form.email} error={errors.email} onChange={(event) => onChange({ email: event.target.value })} />
        <TextField label={TEXT.phone} required type="tel" inputMode="tel" maxLength={20} autoComplete="off" value={form.phone} error={errors.phone} onChange={(event) => onChange({ phone: event.target.value })} />
        <TextField label={TEXT.experience} required type="number" inputMode="numeric" min={0} max={80} step={1} value={form.experience} error={errors.experience} onChange={(event) => onChange({ experience: event.target.value })} />
        <TextField label={TEXT.pricePerHour} required type="number" inputMode="decimal" min={0} step="any" value={form.pricePerHour} error={errors.pricePerHour} onChange={(event) => onChange({ pricePerHour: event.target.value })} />
      </div>
      <TextArea label={TEXT.address} required maxLength={500} rows={2} value={form.address} error={errors.address} onChange={(event) => onChange({ address: event.target.value })} />
      <div className={styles.grid}>
        <TextField label={TEXT.city} required maxLength={120} autoComplete="off" value={form.city} hint={TEXT.cityHint} error={errors.city} onChange={(event) => onChange({ city: event.target.value })} />
        <TextField label={TEXT.travelRadiusKm} required type="number" inputMode="numeric" min={radius.min} max={radius.max} step={1} value={form.travelRadiusKm} error={errors.travelRadiusKm} onChange={(event) => onChange({ travelRadiusKm: event.target.value })} />
      </div>
      <TextArea label={TEXT.bio} required maxLength={4000} rows={3} value={form.bio} error={errors.bio} onChange={(event) => onChange({ bio: event.target.value })} />
      <Checkbox label={TEXT.online} checked={form.online} onChange={(event) => onChange({ online: event.target.checked })} />
      <Checkbox label={TEXT.verified} checked={form.verified} onChange={(event) => onChange({ verified: event.target.checked })} />
      {form.verified && verifiedAt && <p className={styles.note}>{fill(TEXT.verifiedOn, { date: formatDate(verifiedAt) })}</p>}
      <Checkbox label={TEXT.isActive} checked={form.isActive} onChange={(event) => onChange({ isActive: event.target.checked })} />
    </>
  )
}
