/** Categories tab: a card per category (picture, description, product count) with edit and delete. */
import { useState } from 'react'
import { Button } from '../../../../components/Button'
import { Notice } from '../../../../components/States'
import type { RequestState } from '../../../../lib/useRequest'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { ListPage } from '../../ui/ListPage'
import { TEXT as UI, fill } from '../../ui/texts'
import { storeApi, type AdminCategory, type Listing } from '../api'
import { useConfirmDelete } from '../hooks/useConfirmDelete'
import { useModalDraft } from '../hooks/useModalDraft'
import { EMPTY_CATEGORY, categoryValues } from '../productForm'
import { TEXT } from '../texts'
import { CategoryFormModal } from './CategoryFormModal'
import { ProductImage } from './ProductImage'
import cards from './ProductCard.module.css'
import styles from './tabs.module.css'

interface Props {
  categories: RequestState<Listing<AdminCategory>>
  onChanged: () => void
}

export function CategoriesTab({ categories, onChanged }: Props) {
  const form = useModalDraft('admin-store-category', EMPTY_CATEGORY)
  const [notice, setNotice] = useState<string>()
  const done = (message: string) => {
    setNotice(message)
    categories.reload()
    onChanged()
  }
  const removal = useConfirmDelete((category: AdminCategory) => storeApi.deleteCategory(category.id), (category) => done(fill(TEXT.deleted, { name: category.name })))

  return (
    <section aria-label={TEXT.categories}>
      <ListPage
        toolbar={
          <div className={styles.actionsRow}>
            <Button onClick={() => form.open(null, EMPTY_CATEGORY)}>{TEXT.addCategory}</Button>
          </div>
        }
        notices={notice && <Notice tone="success">{notice}</Notice>}
        list={categories}
        emptyTitle={TEXT.noCategories}
      >
        {(items) => (
          <ul className={styles.grid} aria-label={TEXT.categories}>
            {items.map((category) => (
              <li key={category.id} className={cards.card}>
                <ProductImage image={category.image} fallback="🗂️" />
                <div className={cards.body}>
                  <div className={cards.titleRow}>
                    <h3 className={cards.name}>{category.name}</h3>
                    {!category.isActive && <span className={cards.inactive}>{TEXT.inactive}</span>}
                  </div>
                  <p className={cards.description}>{category.description}</p>
                  <p className={cards.sku}>{category.productCount === 1 ? TEXT.productCountOne : fill(TEXT.productCount, { count: category.productCount })}</p>
                </div>
                <div className={cards.actions}>
                  <Button variant="secondary" onClick={() => form.open(category.id, categoryValues(category))} aria-label={fill(TEXT.editNamed, { name: category.name })}>
                    {TEXT.edit}
                  </Button>
                  <Button variant="danger" onClick={() => removal.ask(category)} aria-label={fill(TEXT.deleteNamed, { name: category.name })}>
                    {TEXT.delete}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListPage>

      <CategoryFormModal
        draft={form.draft}
        onChange={form.change}
        onClose={form.close}
        onSaved={(saved) => {
          form.close()
          done(fill(TEXT.saved, { name: saved.name }))
        }}
      />
      <ConfirmDialog
        open={removal.target !== undefined}
        message={fill(UI.deleteConfirm, { name: removal.target?.name ?? '' })}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
        busy={removal.busy}
        error={removal.error}
      />
    </section>
  )
}
