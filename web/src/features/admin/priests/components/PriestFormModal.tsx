/** Add or edit a priest: every field, the three lists and the weekly availability; typed values
 * are kept as a draft until saved, so an ended session or a reload loses nothing. */
import { TextArea, TextField } from '../../../../components/Field'
import { useRequest } from '../../../../lib/useRequest'
import { useSite } from '../../../../lib/site'
import { Button } from '../../../../components/Button'
import { describeAdminError } from '../../ui/errors'
import { RecordForm } from '../../ui/RecordForm'
import { TEXT as UI } from '../../ui/texts'
import { HindiSection } from '../../ui/HindiSection'
import { ListEditor } from '../../ui/ListEditor'
import { PictureUpload } from '../../ui/PictureUpload'
import { ALL, servicesApi, type PujaService } from '../../services/api'
import { priestsApi, type Priest } from '../api'
import { useFormDraft } from '../../ui/hooks/useFormDraft'
import { TEXT } from '../texts'
import { EMPTY_PRIEST, bodyOf, formOf, validatePriest, type PriestForm } from '../validation'
import { AvailabilityEditor } from './AvailabilityEditor'
import { ChoiceGroup, type Choice } from './ChoiceGroup'
import { DaysOffEditor } from './DaysOffEditor'
import { PriestFields } from './PriestFields'
import styles from './PriestFormModal.module.css'

interface Props {
  /** The priest to edit; none to add one. */
  priest?: Priest
  onClose: () => void
  onSaved: () => void
}

const LISTS = ['specializations', 'certifications'] as const

/** The catalogue's pujas by category, to tick those the priest performs. */
function pujaGroups(services: readonly PujaService[]): { title: string; choices: Choice[] }[] {
  const groups = new Map<string, Choice[]>()
  for (const service of services) groups.set(service.category, [...(groups.get(service.category) ?? []), { value: service.id, label: service.name }])
  return [...groups].map(([title, choices]) => ({ title, choices }))
}

export function PriestFormModal({ priest, onClose, onSaved }: Props) {
  const draft = useFormDraft<PriestForm>(`admin.priest.${priest?.id ?? 'new'}`, priest ? formOf(priest) : EMPTY_PRIEST)
  const site = useSite()
  const radius = site?.priestRadiusKm ?? { min: 1, max: 500 }
  const catalogue = useRequest((signal) => servicesApi.list('', ALL, signal), [])
  const save = (form: PriestForm) => (priest ? priestsApi.update(priest.id, bodyOf(form)) : priestsApi.create(bodyOf(form)))

  return (
    <RecordForm title={priest ? TEXT.formEditTitle : TEXT.formAddTitle} submitLabel={TEXT.save} draft={draft} check={(form) => validatePriest(form, radius)} save={save} onSaved={onSaved} onClose={onClose}>
      {(form) => {
        const { values, errors, change, bind } = form
        return (
          <>
            <PriestFields form={form} verifiedAt={priest?.verifiedAt} radius={radius} />
            <PictureUpload label={TEXT.photo} uploadPath="/api/admin/media/priests" pictures={values.photo ? [values.photo] : []} onChange={(pictures) => change({ photo: pictures[0] ?? '' })} max={1} error={errors.photo} />
            <ChoiceGroup legend={TEXT.languages} hint={TEXT.languagesHint} groups={[{ choices: (site?.priestLanguages ?? values.languages).map((name) => ({ value: name, label: name })) }]} chosen={values.languages} error={errors.languages} onChange={(languages) => change({ languages })} />
            {catalogue.data ? (
              <ChoiceGroup legend={TEXT.pujas} hint={TEXT.pujasHint} groups={pujaGroups(catalogue.data.items)} chosen={values.pujas} error={errors.pujas} onChange={(pujas) => change({ pujas })} />
            ) : catalogue.error ? (
              <p role="alert">
                {describeAdminError(catalogue.error)}{' '}
                <Button variant="quiet" onClick={catalogue.reload}>
                  {UI.retry}
                </Button>
              </p>
            ) : (
              <p role="status">{TEXT.loadingPujas}</p>
            )}
            <div className={styles.lists}>
              {LISTS.map((list) => (
                <ListEditor key={list} label={TEXT[list]} items={values[list]} error={errors[list]} maxLength={200} onChange={(items) => change({ [list]: items })} />
              ))}
            </div>
            <AvailabilityEditor availability={values.availability} error={errors.availability} onChange={(availability) => change({ availability })} />
            <DaysOffEditor days={values.daysOff} error={errors.daysOff} onChange={(daysOff) => change({ daysOff })} />
            <HindiSection>
              <TextField label={TEXT.nameHi} lang="hi" maxLength={120} autoComplete="off" {...bind('nameHi')} />
              <TextField label={TEXT.cityHi} lang="hi" maxLength={120} autoComplete="off" {...bind('cityHi')} />
              <TextArea label={TEXT.bioHi} lang="hi" maxLength={4000} rows={3} {...bind('bioHi')} />
            </HindiSection>
          </>
        )
      }}
    </RecordForm>
  )
}
