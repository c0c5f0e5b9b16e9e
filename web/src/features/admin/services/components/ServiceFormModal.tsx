/** Add or edit a pooja service (one modal, add mode or edit mode): the fields, what the puja
 * includes and what the family arranges, and the same in Hindi (optional); typed values are kept
 * as a draft until saved. */
import { SelectField, TextArea, TextField } from '../../../../components/Field'
import { RecordForm } from '../../ui/RecordForm'
import { HindiSection } from '../../ui/HindiSection'
import { PictureUpload } from '../../ui/PictureUpload'
import { ListEditor } from '../../ui/ListEditor'
import { useFormDraft } from '../../ui/hooks/useFormDraft'
import { servicesApi, type PujaService } from '../api'
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
  const draft = useFormDraft<ServiceForm>(`admin.puja-service.${service?.id ?? 'new'}`, service ? formOf(service) : EMPTY_SERVICE)
  const save = (form: ServiceForm) => (service ? servicesApi.update(service.id, bodyOf(form)) : servicesApi.create(bodyOf(form)))

  return (
    <RecordForm title={service ? TEXT.formEditTitle : TEXT.formAddTitle} submitLabel={TEXT.save} draft={draft} check={(form) => validateService(form, categories)} save={save} onSaved={onSaved} onClose={onClose}>
      {({ values, errors, change, bind }) => (
        <>
          <TextField label={TEXT.name} required maxLength={120} autoComplete="off" {...bind('name')} data-autofocus />
          <div className={styles.grid}>
            <SelectField label={TEXT.category} required {...bind('category')}>
              <option value="">{TEXT.chooseCategory}</option>
              {categories.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </SelectField>
            <TextField label={TEXT.price} required type="number" inputMode="decimal" min={0} step="any" {...bind('price')} />
            <TextField label={TEXT.duration} required maxLength={60} hint={TEXT.durationHint} {...bind('duration')} />
          </div>
          <TextArea label={TEXT.description} required maxLength={4000} rows={3} {...bind('description')} />
          <PictureUpload label={TEXT.picture} uploadPath="/api/admin/media/pujas" pictures={values.image ? [values.image] : []} onChange={(pictures) => change({ image: pictures[0] ?? '' })} max={1} error={errors.image} />
          <div className={styles.lists}>
            <ListEditor label={TEXT.includes} items={values.includes} error={errors.includes} onChange={(includes) => change({ includes })} />
            <ListEditor label={TEXT.requirements} items={values.requirements} error={errors.requirements} onChange={(requirements) => change({ requirements })} />
            <ListEditor label={TEXT.samagriFamily} items={values.samagriFamily} error={errors.samagriFamily} onChange={(samagriFamily) => change({ samagriFamily })} />
            <ListEditor label={TEXT.samagriPriest} items={values.samagriPriest} error={errors.samagriPriest} onChange={(samagriPriest) => change({ samagriPriest })} />
          </div>
          <HindiSection>
            <div className={styles.pair}>
              <TextField label={TEXT.nameHi} lang="hi" maxLength={120} autoComplete="off" {...bind('nameHi')} />
              <TextField label={TEXT.durationHi} lang="hi" maxLength={60} {...bind('durationHi')} />
            </div>
            <TextArea label={TEXT.descriptionHi} lang="hi" maxLength={4000} rows={3} {...bind('descriptionHi')} />
            <div className={styles.lists}>
              <ListEditor label={TEXT.includesHi} lang="hi" items={values.includesHi} error={errors.includesHi} onChange={(includesHi) => change({ includesHi })} />
              <ListEditor label={TEXT.requirementsHi} lang="hi" items={values.requirementsHi} error={errors.requirementsHi} onChange={(requirementsHi) => change({ requirementsHi })} />
              <ListEditor label={TEXT.samagriFamilyHi} lang="hi" items={values.samagriFamilyHi} error={errors.samagriFamilyHi} onChange={(samagriFamilyHi) => change({ samagriFamilyHi })} />
              <ListEditor label={TEXT.samagriPriestHi} lang="hi" items={values.samagriPriestHi} error={errors.samagriPriestHi} onChange={(samagriPriestHi) => change({ samagriPriestHi })} />
            </div>
          </HindiSection>
        </>
      )}
    </RecordForm>
  )
}
