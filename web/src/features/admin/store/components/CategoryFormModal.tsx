/** Add or edit a store category: name and description required, their Hindi and an image optional. */
import { Checkbox, TextArea, TextField } from '../../../../components/Field'
import { RecordForm } from '../../ui/RecordForm'
import { HindiSection } from '../../ui/HindiSection'
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
  const { id } = draft
  const save = (values: CategoryValues) => (id ? storeApi.updateCategory(id, categoryBody(values)) : storeApi.createCategory(categoryBody(values)))
  const fromServer = (fields: Record<string, string>) => fieldsFromServer(fields, FIELDS)

  return (
    <RecordForm
      open={draft.open}
      title={id ? TEXT.editCategoryTitle : TEXT.addCategoryTitle}
      submitLabel={TEXT.saveCategory}
      size="medium"
      draft={{ values: draft.values, update: onChange }}
      check={(values) => checkCategory(values).errors}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
      fromServer={fromServer}
      summary="never"
    >
      {({ values, change, bind }) => (
        <>
          <TextField label={TEXT.name} required maxLength={80} {...bind('name')} data-autofocus />
          <TextArea label={TEXT.description} required maxLength={2000} {...bind('description')} />
          <HindiSection>
            <TextField label={TEXT.nameHi} lang="hi" autoComplete="off" maxLength={80} {...bind('nameHi')} />
            <TextArea label={TEXT.descriptionHi} lang="hi" maxLength={2000} {...bind('descriptionHi')} />
          </HindiSection>
          <TextField label={TEXT.categoryImage} maxLength={500} hint={TEXT.categoryImageHint} {...bind('image')} />
          <Checkbox label={TEXT.activeLabel} checked={values.isActive} onChange={(event) => change({ isActive: event.target.checked })} />
        </>
      )}
    </RecordForm>
  )
}
