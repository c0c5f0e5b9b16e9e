/** Add or edit a store category: name and description required, their Hindi and an image optional. */
import { useState } from 'react'
import { Checkbox, TextArea, TextField } from '../../../../components/Field'
import { FormModal } from '../../ui/FormModal'
import { HindiSection } from '../../ui/HindiSection'
import { adminFieldErrors, describeAdminError } from '../../ui/errors'
import { useAdminAction } from '../../shell/useAdminRequest'
import { storeApi, type AdminCategory } from '../api'
import type { ModalDraft } from '../hooks/useModalDraft'
import { checkCategory, fieldsFromServer, type CategoryErrors, type CategoryValues } from '../productForm'
import { TEXT } from '../texts'

const FIELDS = ['name', 'description', 'image', 'nameHi', 'descriptionHi'] as const

interface Props {
  draft: ModalDraft<CategoryValues>
  onChange: (patch: Partial<CategoryValues>) => void
  onClose: () => void
  onSaved: (category: AdminCategory) => void
}

export function CategoryFormModal({ draft, onChange, onClose, onSaved }: Props) {
  const { run } = useAdminAction()
  const [errors, setErrors] = useState<CategoryErrors>({})
  const [formError, setFormError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const { values, id } = draft

  const set = (patch: Partial<CategoryValues>) => {
    onChange(patch)
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))))
  }

  const submit = async () => {
    const { errors: found, body } = checkCategory(values)
    setErrors(found)
    setFormError(undefined)
    if (!body) return
    setBusy(true)
    try {
      const saved = await run(() => (id ? storeApi.updateCategory(id, body) : storeApi.createCategory(body)))
      onSaved(saved)
    } catch (error) {
      const atFields = fieldsFromServer(adminFieldErrors(error), FIELDS)
      setErrors(atFields)
      if (Object.keys(atFields).length === 0) setFormError(describeAdminError(error))
    } finally {
      setBusy(false)
    }
  }

  const close = () => {
    setErrors({})
    setFormError(undefined)
    onClose()
  }

  return (
    <FormModal open={draft.open} title={id ? TEXT.editCategoryTitle : TEXT.addCategoryTitle} onSubmit={submit} onClose={close} submitLabel={TEXT.saveCategory} busy={busy} error={formError} size="medium">
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
