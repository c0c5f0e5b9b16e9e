/** Products tab: search by name or description, a category filter, the cards, add/edit/delete. */
import { useState } from 'react'
import { Button } from '../../../../components/Button'
import { SelectField } from '../../../../components/Field'
import { Notice } from '../../../../components/States'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { ListPage } from '../../ui/ListPage'
import { SearchBox } from '../../ui/SearchBox'
import { TEXT as UI, fill } from '../../ui/texts'
import { storeApi, type AdminProduct } from '../api'
import { useConfirmDelete } from '../hooks/useConfirmDelete'
import { useModalDraft } from '../hooks/useModalDraft'
import { useProducts } from '../hooks/useStoreLists'
import { EMPTY_PRODUCT, productValues } from '../productForm'
import { TEXT } from '../texts'
import { ProductCard } from './ProductCard'
import { ProductFormModal } from './ProductFormModal'
import styles from './tabs.module.css'

export function ProductsTab({ categories, onChanged }: { categories: string[]; onChanged: () => void }) {
  const [search, setSearch] = useState('')
  const [category, setCategory] = useState(TEXT.all as string)
  const products = useProducts(search, category)
  const form = useModalDraft('admin-store-product', EMPTY_PRODUCT)
  const [notice, setNotice] = useState<string>()
  const done = (message: string) => {
    setNotice(message)
    products.reload()
    onChanged()
  }
  const removal = useConfirmDelete((product: AdminProduct) => storeApi.deleteProduct(product.id), (product) => done(fill(TEXT.deleted, { name: product.name })))
  const filtered = search.trim() !== '' || category !== TEXT.all
  const clearFilters = () => {
    setSearch('')
    setCategory(TEXT.all)
  }

  return (
    <section aria-label={TEXT.products}>
      <ListPage
        toolbar={
          <div className={styles.toolbar}>
            <SearchBox label={TEXT.searchProducts} value={search} onChange={setSearch} placeholder={TEXT.searchProductsPlaceholder} />
            <SelectField label={TEXT.categoryFilter} value={category} onChange={(event) => setCategory(event.target.value)}>
              <option value={TEXT.all}>{TEXT.all}</option>
              {categories.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </SelectField>
            <Button onClick={() => form.open(null, EMPTY_PRODUCT)}>{TEXT.addProduct}</Button>
          </div>
        }
        notices={notice && <Notice tone="success">{notice}</Notice>}
        list={products}
        emptyTitle={TEXT.noProducts}
        emptyHint={filtered ? undefined : TEXT.noProductsHint}
        clear={filtered ? { label: TEXT.clearFilters, onClick: clearFilters } : undefined}
      >
        {(items) => (
          <ul className={styles.grid} aria-label={TEXT.products} aria-busy={products.loading || undefined}>
            {items.map((product) => (
              <ProductCard key={product.id} product={product} onEdit={(chosen) => form.open(chosen.id, productValues(chosen))} onDelete={removal.ask} />
            ))}
          </ul>
        )}
      </ListPage>

      <ProductFormModal
        draft={form.draft}
        categories={categories}
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
