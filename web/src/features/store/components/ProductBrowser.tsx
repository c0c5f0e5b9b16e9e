/** Search box, category chips and the product grid with Load More, in every state (loading, empty, error). */
import { Button } from '../../../components/Button'
import { TextField } from '../../../components/Field'
import { EmptyState, ErrorState, Spinner } from '../../../components/States'
import { useT } from '../../../i18n/context'
import { describeError } from '../../../i18n/errors'
import { useRequest } from '../../../lib/useRequest'
import { fetchCategories, type Product } from '../api'
import type { ProductListState } from '../hooks/useProducts'
import { CategoryChips } from './CategoryChips'
import { ProductCard } from './ProductCard'
import styles from './ProductBrowser.module.css'

interface Props {
  search: string
  category: string | null
  onSearch: (search: string) => void
  onCategory: (category: string | null) => void
  products: ProductListState
  inCart: (productId: string) => number
  onAdd: (product: Product) => void
  onQuantity: (product: Product, quantity: number) => void
}

export function ProductBrowser({ search, category, onSearch, onCategory, products, inCart, onAdd, onQuantity }: Props) {
  const t = useT()
  const categories = useRequest(() => fetchCategories(), [])
  const list = products.data
  const retryAll = () => {
    products.reload()
    if (categories.error) categories.reload()
  }
  const clear = () => {
    onSearch('')
    onCategory(null)
  }
  return (
    <>
      <div className={styles.search}>
        <TextField label={t('store.searchLabel')} type="search" maxLength={100} placeholder={t('store.searchPlaceholder')} value={search} onChange={(e) => onSearch(e.target.value)} />
      </div>
      {categories.error && !products.error ? (
        <ErrorState message={describeError(t, categories.error)} onRetry={categories.reload} retryLabel={t('common.retry')} />
      ) : (
        <CategoryChips categories={categories.data ?? []} selected={category} onSelect={onCategory} />
      )}
      {products.error && <ErrorState message={describeError(t, products.error)} onRetry={retryAll} retryLabel={t('common.retry')} />}
      {!list && products.loading && <Spinner label={t('store.loadingProducts')} />}
      {list && list.items.length === 0 && !products.loading && (
        <EmptyState title={t('store.noProducts')}>
          <p>{t('store.noProductsHint')}</p>
          <Button variant="secondary" onClick={clear}>
            {t('store.clearFilters')}
          </Button>
        </EmptyState>
      )}
      {list && list.items.length > 0 && (
        <>
          <p className={styles.count} aria-live="polite">
            {t('store.showing', { shown: list.items.length, total: list.total })}
          </p>
          <ul className={styles.grid} aria-busy={products.loading || undefined}>
            {/* Two columns on a phone, whose first screen shows two rows. */}
            {list.items.map((product, index) => (
              <ProductCard key={product.id} product={product} inCart={inCart(product.id)} onAdd={() => onAdd(product)} onQuantity={(quantity) => onQuantity(product, quantity)} eager={index < 4} />
            ))}
          </ul>
          {products.hasMore && (
            <div className={styles.more}>
              <Button variant="secondary" onClick={products.loadMore} busy={products.loading}>
                {t('store.loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </>
  )
}
