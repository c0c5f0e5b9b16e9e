/** Add or edit a product in a dialog, with its name and description in Hindi (optional): the spec's
 * rules checked at each field, then the server's answer. */
import { Checkbox, SelectField, TextArea, TextField } from '../../../../components/Field'
import { Notice } from '../../../../components/States'
import { FormModal } from '../../ui/FormModal'
import { HindiSection } from '../../ui/HindiSection'
import { PictureUpload } from '../../ui/PictureUpload'
import { siteLimits } from '../../../../lib/site'
import { ListEditor } from '../../ui/ListEditor'
import { TEXT as UI } from '../../ui/texts'
import { useFormSave } from '../../ui/hooks/useFormSave'
import { storeApi, type AdminProduct } from '../api'
import type { ModalDraft } from '../hooks/useModalDraft'
import { checkProduct, fieldsFromServer, productBody, type ProductValues } from '../productForm'
import { TEXT } from '../texts'
import styles from './forms.module.css'

const FIELDS = ['name', 'category', 'description', 'price', 'originalPrice', 'stockQuantity', 'sku', 'images', 'tags', 'nameHi', 'descriptionHi'] as const

interface Props {
  draft: ModalDraft<ProductValues>
  categories: string[]
  onChange: (patch: Partial<ProductValues>) => void
  onClose: () => void
  onSaved: (product: AdminProduct) => void
}

export function ProductFormModal({ draft, categories, onChange, onClose, onSaved }: Props) {
  const { values, id } = draft
  // A product whose category was renamed away still shows its own, so editing it is possible.
  const choices = values.category && !categories.includes(values.category) ? [values.category, ...categories] : categories
  const save = () => (id ? storeApi.updateProduct(id, productBody(values)) : storeApi.createProduct(productBody(values)))
  const fromServer = (fields: Record<string, string>) => fieldsFromServer(fields, FIELDS)
  // Field problems show at their fields and in the summary below; anything else (a clash, the server down) on top.
  const { errors, problem, busy, submit, touch, reset } = useFormSave(values, () => checkProduct(values).errors, save, onSaved, { fromServer, summary: 'never' })

  const set = (patch: Partial<ProductValues>) => {
    onChange(patch)
    touch(patch)
  }

  const close = () => {
    reset()
    onClose()
  }

  return (
    <FormModal open={draft.open} title={id ? TEXT.editProductTitle : TEXT.addProductTitle} onSubmit={submit} onClose={close} submitLabel={TEXT.saveProduct} busy={busy} error={problem}>
      <TextField label={TEXT.name} required value={values.name} maxLength={160} error={errors.name} onChange={(event) => set({ name: event.target.value })} data-autofocus />
      {categories.length === 0 && <Notice tone="warning">{TEXT.noCategoriesYet}</Notice>}
      <SelectField label={TEXT.category} required value={values.category} error={errors.category} onChange={(event) => set({ category: event.target.value })}>
        <option value="">{TEXT.chooseCategory}</option>
        {choices.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      <TextArea label={TEXT.description} required value={values.description} maxLength={2000} error={errors.description} onChange={(event) => set({ description: event.target.value })} />
      <HindiSection>
        <TextField label={TEXT.nameHi} lang="hi" autoComplete="off" value={values.nameHi} maxLength={160} error={errors.nameHi} onChange={(event) => set({ nameHi: event.target.value })} />
        <TextArea label={TEXT.descriptionHi} lang="hi" value={values.descriptionHi} maxLength={2000} error={errors.descriptionHi} onChange={(event) => set({ descriptionHi: event.target.value })} />
      </HindiSection>
      <div className={styles.pair}>
        <TextField label={TEXT.price} required inputMode="decimal" value={values.price} maxLength={12} error={errors.price} onChange={(event) => set({ price: event.target.value })} />
        <TextField label={TEXT.originalPriceLabel} inputMode="decimal" value={values.originalPrice} maxLength={12} error={errors.originalPrice} hint={TEXT.originalPriceHint} onChange={(event) => set({ originalPrice: event.target.value })} />
      </div>
      <div className={styles.pair}>
        <TextField label={TEXT.stockQuantity} required inputMode="numeric" value={values.stockQuantity} maxLength={7} error={errors.stockQuantity} onChange={(event) => set({ stockQuantity: event.target.value })} />
        <TextField label={TEXT.skuLabel} required value={values.sku} maxLength={60} error={errors.sku} onChange={(event) => set({ sku: event.target.value })} />
      </div>
      <PictureUpload label={TEXT.images} uploadPath="/api/admin/media/products" pictures={values.images} onChange={(images) => set({ images })} max={siteLimits()?.maxProductImages ?? 1} error={errors.images} />
      <ListEditor label={TEXT.tagsLabel} items={values.tags} onChange={(tags) => set({ tags })} error={errors.tags} maxLength={200} />
      <div className={styles.checks}>
        <Checkbox label={TEXT.inStockLabel} checked={values.inStock} onChange={(event) => set({ inStock: event.target.checked })} />
        <Checkbox label={TEXT.activeLabel} checked={values.isActive} onChange={(event) => set({ isActive: event.target.checked })} />
      </div>
      {Object.keys(errors).length > 0 && <p className={styles.summary}>{UI.fixFields}</p>}
    </FormModal>
  )
}
