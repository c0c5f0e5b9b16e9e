/** Add or edit an AI service: name, description, endpoint URL, category, icon and confidence
 * threshold; typed values are kept as a draft until saved. */
import { SelectField, TextArea, TextField } from '../../../../components/Field'
import { RecordForm } from '../../ui/RecordForm'
import { useFormDraft } from '../../ui/hooks/useFormDraft'
import { AI_CATEGORIES, aiServicesApi, type AiService } from '../api'
import { TEXT } from '../texts'
import { EMPTY_AI, bodyOf, formOf, thresholdOf, validateAi, type AiForm } from '../validation'
import { categoryLabel } from './AiServiceTable'
import styles from './AiServiceFormModal.module.css'

interface Props {
  /** The service to edit; none to add one. */
  service?: AiService
  onClose: () => void
  onSaved: () => void
}

export function AiServiceFormModal({ service, onClose, onSaved }: Props) {
  const draft = useFormDraft<AiForm>(`admin.ai-service.${service?.id ?? 'new'}`, service ? formOf(service) : EMPTY_AI)
  const save = (form: AiForm) => (service ? aiServicesApi.update(service.id, bodyOf(form)) : aiServicesApi.create(bodyOf(form)))

  return (
    <RecordForm title={service ? TEXT.formEditTitle : TEXT.formAddTitle} submitLabel={TEXT.save} draft={draft} check={validateAi} save={save} onSaved={onSaved} onClose={onClose}>
      {({ values, change, bind }) => (
        <>
          <TextField label={TEXT.name} required maxLength={120} autoComplete="off" {...bind('name')} data-autofocus />
          <TextArea label={TEXT.description} required maxLength={4000} rows={2} {...bind('description')} />
          <TextField label={TEXT.nameHi} lang="hi" maxLength={120} autoComplete="off" hint={TEXT.hindiHint} {...bind('nameHi')} />
          <TextArea label={TEXT.descriptionHi} lang="hi" maxLength={4000} rows={2} {...bind('descriptionHi')} />
          <TextField label={TEXT.endpoint} required type="url" inputMode="url" maxLength={500} autoComplete="off" spellCheck={false} hint={TEXT.endpointHint} {...bind('endpoint')} />
          <div className={styles.grid}>
            <SelectField label={TEXT.category} required {...bind('category')}>
              <option value="">{TEXT.chooseCategory}</option>
              {AI_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {categoryLabel(category)}
                </option>
              ))}
            </SelectField>
            <TextField label={TEXT.icon} maxLength={16} hint={TEXT.iconHint} {...bind('icon')} />
            <TextField
              label={TEXT.threshold}
              type="number"
              inputMode="decimal"
              min={0}
              max={1}
              step={0.1}
              hint={TEXT.thresholdHint}
              {...bind('confidenceThreshold')}
              // Show the value that will be saved: an invalid one becomes 0.7.
              onBlur={() => change({ confidenceThreshold: String(thresholdOf(values.confidenceThreshold)) })}
            />
          </div>
        </>
      )}
    </RecordForm>
  )
}
