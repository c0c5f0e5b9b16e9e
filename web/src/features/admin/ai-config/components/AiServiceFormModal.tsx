/** Add or edit an AI service: name, description, endpoint URL, category, icon and confidence
 * threshold; typed values are kept as a draft until saved. */
import { SelectField, TextArea, TextField } from '../../../../components/Field'
import { useDraft } from '../../../../lib/useDraft'
import { FormModal } from '../../ui/FormModal'
import { AI_CATEGORIES, aiServicesApi, type AiService } from '../api'
import { useFormSave } from '../../ui/hooks/useFormSave'
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
  const [form, update, clear] = useDraft<AiForm>(`admin.ai-service.${service?.id ?? 'new'}`, service ? formOf(service) : EMPTY_AI)
  const save = () => (service ? aiServicesApi.update(service.id, bodyOf(form)) : aiServicesApi.create(bodyOf(form)))
  const { errors, problem, busy, submit, touch } = useFormSave(form, () => validateAi(form), save, () => {
    clear()
    onSaved()
  })
  const change = (patch: Partial<AiForm>) => {
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
      <TextArea label={TEXT.description} required maxLength={4000} rows={2} value={form.description} error={errors.description} onChange={(event) => change({ description: event.target.value })} />
      <TextField label={TEXT.nameHi} lang="hi" maxLength={120} autoComplete="off" hint={TEXT.hindiHint} value={form.nameHi} error={errors.nameHi} onChange={(event) => change({ nameHi: event.target.value })} />
      <TextArea label={TEXT.descriptionHi} lang="hi" maxLength={4000} rows={2} value={form.descriptionHi} error={errors.descriptionHi} onChange={(event) => change({ descriptionHi: event.target.value })} />
      <TextField label={TEXT.endpoint} required type="url" inputMode="url" maxLength={500} autoComplete="off" spellCheck={false} hint={TEXT.endpointHint} value={form.endpoint} error={errors.endpoint} onChange={(event) => change({ endpoint: event.target.value })} />
      <div className={styles.grid}>
        <SelectField label={TEXT.category} required value={form.category} error={errors.category} onChange={(event) => change({ category: event.target.value })}>
          <option value="">{TEXT.chooseCategory}</option>
          {AI_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </SelectField>
        <TextField label={TEXT.icon} maxLength={16} hint={TEXT.iconHint} value={form.icon} error={errors.icon} onChange={(event) => change({ icon: event.target.value })} />
        <TextField
          label={TEXT.threshold}
          type="number"
          inputMode="decimal"
          min={0}
          max={1}
          step={0.1}
          hint={TEXT.thresholdHint}
          value={form.confidenceThreshold}
          error={errors.confidenceThreshold}
          onChange={(event) => change({ confidenceThreshold: event.target.value })}
          // Show the value that will be saved: an invalid one becomes 0.7.
          onBlur={() => change({ confidenceThreshold: String(thresholdOf(form.confidenceThreshold)) })}
        />
      </div>
    </FormModal>
  )
}
