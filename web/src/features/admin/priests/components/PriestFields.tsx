/** The priest form's text and number fields, each with its message at the field. */
import { Checkbox, TextArea, TextField } from '../../../../components/Field'
import { TEXT } from '../texts'
import { formatDate } from '../../../../lib/format'
import { fill } from '../../ui/texts'
import type { FormControls } from '../../ui/RecordForm'
import type { PriestForm, RadiusRange } from '../validation'
import styles from './PriestFormModal.module.css'

interface Props {
  form: FormControls<PriestForm>
  /** When a super admin verified the priest (as saved), shown while "verified" stays ticked. */
  verifiedAt?: string | null
  radius: RadiusRange
}

export function PriestFields({ form, verifiedAt, radius }: Props) {
  const { values, change, bind } = form
  return (
    <>
      <div className={styles.grid}>
        <TextField label={TEXT.name} required maxLength={100} autoComplete="off" {...bind('name')} data-autofocus />
        <TextField label={TEXT.email} required type="email" maxLength={254} autoComplete="off" {...bind('email')} />
        <TextField label={TEXT.phone} required type="tel" inputMode="tel" maxLength={20} autoComplete="off" {...bind('phone')} />
        <TextField label={TEXT.experience} required type="number" inputMode="numeric" min={0} max={80} step={1} {...bind('experience')} />
        <TextField label={TEXT.pricePerHour} required type="number" inputMode="decimal" min={0} step="any" {...bind('pricePerHour')} />
      </div>
      <TextArea label={TEXT.address} required maxLength={500} rows={2} {...bind('address')} />
      <div className={styles.grid}>
        <TextField label={TEXT.city} required maxLength={120} autoComplete="off" hint={TEXT.cityHint} {...bind('city')} />
        <TextField label={TEXT.travelRadiusKm} required type="number" inputMode="numeric" min={radius.min} max={radius.max} step={1} {...bind('travelRadiusKm')} />
      </div>
      <TextArea label={TEXT.bio} required maxLength={4000} rows={3} {...bind('bio')} />
      <Checkbox label={TEXT.online} checked={values.online} onChange={(event) => change({ online: event.target.checked })} />
      <Checkbox label={TEXT.verified} checked={values.verified} onChange={(event) => change({ verified: event.target.checked })} />
      {values.verified && verifiedAt && <p className={styles.note}>{fill(TEXT.verifiedOn, { date: formatDate(verifiedAt) })}</p>}
      <Checkbox label={TEXT.isActive} checked={values.isActive} onChange={(event) => change({ isActive: event.target.checked })} />
    </>
  )
}
