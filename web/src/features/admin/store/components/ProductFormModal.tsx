/** Add or edit a product in a dialog, with its name and description in Hindi (optional): the spec's
 * rules checked at each field, then the server's answer. */
import { Checkbox, SelectField, TextArea, TextField } from '../../../../components/Field'
import { Notice } from '../../../../components/States'
import { RecordForm } from '../../ui/RecordForm'
import { HindiSection } from '../../ui/HindiSection'
import { PictureUpload } from '../../ui/PictureUpload'
import { siteLimits } from '../../../../lib/site'
import { ListEditor } from '../../ui/ListEditor'
import { TEXT as UI } from '../../ui/texts'
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

/** A product whose category was renamed away still shows its own, so editing it is possible. */
const choices = (own: string, categories: string[]) => (own && !categories.includes(own) ? [own, ...categories] : categories)

export function ProductFormModal({ draft, categories, onChange, onClose, onSaved }: Props) {
  const { id } = draft
  const save = (values: ProductValues) => (id ? storeApi.updateProduct(id, productBody(values)) : storeApi.createProduct(productBody(values)))
  const fromServer = (fields: Record<string, string>) => fieldsFromServer(fields, FIELDS)

  // Field problems show at their fields and in the summary below; anything else (a clash, the server down) on top.
  return (
    <RecordForm
      open={draft.open}
      title={id ? TEXT.editProductTitle : TEXT.addProductTitle}
      submitLabel={TEXT.saveProduct}
      draft={{ values: draft.values, update: onChange }}
      check={(values) => checkProduct(values).errors}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
      fromServer={fromServer}
      summary="never"
    >
      {({ values, errors, change, bind }) => (
        <>
          <TextField label={TEXT.name} required maxLength={160} {...bind('name')} data-autofocus />
          {categories.length === 0 && <Notice tone="warning">{TEXT.noCategoriesYet}</Notice>}
          <SelectField label={TEXT.category} required {...bind('category')}>
            <option value="">{TEXT.chooseCategory}</option>
            {choices(values.category, categories).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
          <TextArea label={TEXT.description} required maxLength={2000} {...bind('description')} />
          <HindiSection>
            <TextField label={TEXT.nameHi} lang="hi" autoComplete="off" maxLength={160} {...bind('nameHi')} />
            <TextArea label={TEXT.descriptionHi} lang="hi" maxLength={2000} {...bind('descriptionHi')} />
          </HindiSection>
          <div className={styles.pair}>
            <TextField label={TEXT.price} required inputMode="decimal" maxLength={12} {...bind('price')} />
            <TextField label={TEXT.originalPriceLabel} inputMode="decimal" maxLength={12} hint={TEXT.originalPriceHint} {...bind('originalPrice')} />
          </div>
          <div className={styles.pair}>
            <TextField label={TEXT.stockQuantity} required inputMode="numeric" maxLength={7} {...bind('stockQuantity')} />
            <TextField label={TEXT.skuLabel} required maxLength={60} {...bind('sku')} />
          </div>
          <PictureUpload label={TEXT.images} uploadPath="/api/admin/media/products" pictures={values.images} onChange={(images) => change({ images })} max={siteLimits()?.maxProductImages ?? 1} error={errors.images} />
          <ListEditor label={TEXT.tagsLabel} items={values.tags} onChange={(tags) => change({ tags })} error={errors.tags} maxLength={200} />
          <div className={styles.checks}>
            <Checkbox label={TEXT.inStockLabel} checked={values.inStock} onChange={(event) => change({ inStock: event.target.checked })} />
            <Checkbox label={TEXT.activeLabel} checked={values.isActive} onChange={(event) => change({ isActive: event.target.checked })} />
          </div>
          {Object.keys(errors).length > 0 && <p className={styles.summary}>{UI.fixFields}</p>}
        </>
      )}
    </RecordForm>
  )
}
