/** Add or edit a store category: name and description required, their Hindi and an image optional. */
import { Checkbox, TextArea, TextField } from '../../../../components/Field'
import { FormModal } from '../../ui/FormModal'
import { HindiSection } from '../../ui/HindiSection'
import { useFormSave } from '../../ui/hooks/useFormSave'
import { storeApi, type AdminCategory } from '../api'
import type { ModalDraft } from '../hooks/useModalDraft'
import { categoryBody, checkCategory, fieldsFromServer, type CategoryValues } from '../productForm'
import { TEXT } from '../texts'

const FIELDS = ['name', 'description', 'image', 'nameHi', 'descriptionHi'] as const

interface Props {
  draft: ModalDraft<CategoryValues>
  onChange: (patch: Partial<CategoryValues>) => void
  onClose: () => void
  onSaved: (category: AdminCategory) => void
}

export function CategoryFormModal({ draft, onChange, onClose, onSaved }: Props) {
  const { values, id } = draft
  const save = () => (id ? storeApi.updateCategory(id, categoryBody(values)) : storeApi.createCategory(categoryBody(values)))
  const fromServer = (fields: Record<string, string>) => fieldsFromServer(fields, FIELDS)
  const { errors, problem, busy, submit, touch, reset } = useFormSave(values, () => checkCategory(values).errors, save, onSaved, { fromServer, summary: 'never' })

  const set = (patch: Partial<CategoryValues>) => {
    onChange(patch)
    touch(patch)
  }

  const close = () => {
    reset()
    onClose()
  }

  return (
    <FormModal open={draft.open} title={id ? TEXT.editCategoryTitle : TEXT.addCategoryTitle} onSubmit={submit} onClose={close} submitLabel={TEXT.saveCategory} busy={busy} error={problem} size="medium">
      <TextField label={TEXT.name} required value={values.name} maxLength={80} error={errors.name} onChange={(event) => set({ name: event.target.value })} data-autofocus />
      <TextArea label={TEXT.description} required value={values.description} maxLength={2000} error={errors.description} onChange={(event) => set({ description: event.target.value })} />
      <HindiSection>
        <TextField label={TEXT.nameHi} lang="hi" autoComplete="off" value={values.nameHi} maxLength={80} error={errors.nameHi} onChange={(event) => set({ nameHi: event.target.value })} />
        <TextArea label={TEXT.descriptionHi} lang="hi" value={values.descriptionHi} maxLength={2000} error={errors.descriptionHi} onChange={(event) => set({ descriptionHi: event.target.value })} />
      </HindiSection>
      <TextField label={TEXT.categoryImage} value={values.image} maxLength={500} error={errors.image} hint={TEXT.categoryImageHint} onChange={(event) => set({ image: event.target.value })} />
      <Checkbox label={TEXT.activeLabel} checked={values.isActive} onChange={(event) => set({ isActive: event.target.checked })} />
    </FormModal>
  )
}
