/** Add or edit a priest: every field, the three lists and the weekly availability; typed values
 * are kept as a draft until saved, so an ended session or a reload loses nothing. */
import { useDraft } from '../../../../lib/useDraft'
import { FormModal } from '../../ui/FormModal'
import { ListEditor } from '../../ui/ListEditor'
import { priestsApi, type Priest } from '../api'
import { useFormSave } from '../../ui/hooks/useFormSave'
import { TEXT } from '../texts'
import { EMPTY_PRIEST, bodyOf, formOf, validatePriest, type PriestForm } from '../validation'
import { AvailabilityEditor } from './AvailabilityEditor'
import { PriestFields } from './PriestFields'
import styles from './PriestFormModal.module.css'

interface Props {
  /** The priest to edit; none to add one. */
  priest?: Priest
  onClose: () => void
  onSaved: () => void
}

const LISTS = ['specializations', 'languages', 'certifications'] as const

export function PriestFormModal({ priest, onClose, onSaved }: Props) {
  const [form, update, clear] = useDraft<PriestForm>(`admin.priest.${priest?.id ?? 'new'}`, priest ? formOf(priest) : EMPTY_PRIEST)
  const save = () => (priest ? priestsApi.update(priest.id, bodyOf(form)) : priestsApi.create(bodyOf(form)))
  const { errors, problem, busy, submit, touch } = useFormSave(form, () => validatePriest(form), save, () => {
    clear()
    onSaved()
  })
  const change = (patch: Partial<PriestForm>) => {
    for (const field of Object.keys(patch)) touch(field as keyof PriestForm)
    update(patch)
  }
  const cancel = () => {
    clear()
    onClose()
  }

  return (
    <FormModal open title={priest ? TEXT.formEditTitle : TEXT.formAddTitle} onSubmit={submit} onClose={cancel} submitLabel={TEXT.save} busy={busy} error={problem}>
      <PriestFields form={form} errors={errors} onChange={change} />
      <div className={styles.lists}>
        {LISTS.map((list) => (
          <ListEditor key={list} label={TEXT[list]} items={form[list]} error={errors[list]} maxLength={200} onChange={(items) => change({ [list]: items })} />
        ))}
      </div>
      <AvailabilityEditor availability={form.availability} error={errors.availability} onChange={(availability) => change({ availability })} />
    </FormModal>
  )
}
