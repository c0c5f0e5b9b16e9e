/** Add or edit a pooja service (one modal, add mode or edit mode): the fields, what the puja
 * includes and what the family arranges, and the same in Hindi (optional); typed values are kept
 * as a draft until saved. */
import { SelectField, TextArea, TextField } from '../../../../components/Field'
import { useDraft } from '../../../../lib/useDraft'
import { FormModal } from '../../ui/FormModal'
import { HindiSection } from '../../ui/HindiSection'
import { PictureUpload } from '../../ui/PictureUpload'
import { ListEditor } from '../../ui/ListEditor'
import { servicesApi, type PujaService } from '../api'
import { useFormSave } from '../../ui/hooks/useFormSave'
import { TEXT } from '../texts'
import { EMPTY_SERVICE, bodyOf, formOf, validateService, type ServiceForm } from '../validation'
import styles from './ServiceFormModal.module.css'

interface Props {
  /** The service to edit; none to add one. */
  service?: PujaService
  /** The categories a service can have (the list without All). */
  categories: string[]
  onClose: () => void
  onSaved: () => void
}

export function ServiceFormModal({ service, categories, onClose, onSaved }: Props) {
  const [form, update, clear] = useDraft<ServiceForm>(`admin.puja-service.${service?.id ?? 'new'}`, service ? formOf(service) : EMPTY_SERVICE)
  const save = () => (service ? servicesApi.update(service.id, bodyOf(form)) : servicesApi.create(bodyOf(form)))
  const { errors, problem, busy, submit, touch } = useFormSave(form, () => validateService(form, categories), save, () => {
    clear()
    onSaved()
  })
  const change = (patch: Partial<ServiceForm>) => {
    touch(patch)
    update(patch)
  }
  const cancel = () => {
    clear()
    onClose()
  }

  return (
    <FormModal open title={service ? TEXT.formEditTitle : TEXT.formAddTitle} onSubmit={submit} onClose={cancel} submitLabel={TEXT.save} busy={busy} error={problem}>
      <TextField label={TEXT.name} required maxLength={120} autoComplete="off" value={form.name} error={errors.name} onChange={(event) => change({ name: event.target.value })} data-autofocus />
      <div className={styles.grid}>
        <SelectField label={TEXT.category} required value={form.category} error={errors.category} onChange={(event) => change({ category: event.target.value })}>
          <option value="">{TEXT.chooseCategory}</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
        <TextField label={TEXT.price} required type="number" inputMode="decimal" min={0} step="any" value={form.price} error={errors.price} onChange={(event) => change({ price: event.target.value })} />
        <TextField label={TEXT.duration} required maxLength={60} hint={TEXT.durationHint} value={form.duration} error={errors.duration} onChange={(event) => change({ duration: event.target.value })} />
      </div>
      <TextArea label={TEXT.description} required maxLength={4000} rows={3} value={form.description} error={errors.description} onChange={(event) => change({ description: event.target.value })} />
      <PictureUpload label={TEXT.picture} uploadPath="/api/admin/media/pujas" pictures={form.image ? [form.image] : []} onChange={(pictures) => change({ image: pictures[0] ?? '' })} max={1} error={errors.image} />
      <div className={styles.lists}>
        <ListEditor label={TEXT.includes} items={form.includes} error={errors.includes} onChange={(includes) => change({ includes })} />
        <ListEditor label={TEXT.requirements} items={form.requirements} error={errors.requirements} onChange={(requirements) => change({ requirements })} />
      </div>
      <HindiSection>
        <div className={styles.pair}>
          <TextField label={TEXT.nameHi} lang="hi" maxLength={120} autoComplete="off" value={form.nameHi} error={errors.nameHi} onChange={(event) => change({ nameHi: event.target.value })} />
          <TextField label={TEXT.durationHi} lang="hi" maxLength={60} value={form.durationHi} error={errors.durationHi} onChange={(event) => change({ durationHi: event.target.value })} />
        </div>
        <TextArea label={TEXT.descriptionHi} lang="hi" maxLength={4000} rows={3} value={form.descriptionHi} error={errors.descriptionHi} onChange={(event) => change({ descriptionHi: event.target.value })} />
        <div className={styles.lists}>
          <ListEditor label={TEXT.includesHi} lang="hi" items={form.includesHi} error={errors.includesHi} onChange={(includesHi) => change({ includesHi })} />
          <ListEditor label={TEXT.requirementsHi} lang="hi" items={form.requirementsHi} error={errors.requirementsHi} onChange={(requirementsHi) => change({ requirementsHi })} />
        </div>
      </HindiSection>
    </FormModal>
  )
}
