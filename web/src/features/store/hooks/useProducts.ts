/** The product list for a search and category, page by page: Load More fetches only the next page. */
import { useCallback, useRef, useState } from 'react'
import { useI18n } from '../../../i18n/context'
import { useRequest } from '../../../lib/useRequest'
import { fetchProducts, type Product, type ProductPage } from '../api'

export interface ProductList {
  items: Product[]
  total: number
}

export type ProductListState = ReturnType<typeof useProducts>

export function useProducts(search: string, category: string | null) {
  const { language } = useI18n()
  // Pages are kept per language too: the catalogue's texts come in it.
  const filters = JSON.stringify([search.trim(), category, language])
  const [shown, setShown] = useState({ filters, pages: 1 })
  // New filters start again at one page (derived, so no effect has to reset it).
  const pages = shown.filters === filters ? shown.pages : 1
  const cache = useRef(new Map<string, ProductPage>())

  const request = useRequest<ProductList>(
    async (signal) => {
      const loaded: ProductPage[] = []
      for (let page = 0; page < pages; page += 1) {
        const id = `${filters}#${page}`
        let answer = cache.current.get(id)
        if (!answer) {
          answer = await fetchProducts({ search, category, offset: loaded.reduce((n, p) => n + p.items.length, 0) }, signal)
          cache.current.set(id, answer)
        }
        loaded.push(answer)
      }
      return { items: loaded.flatMap((p) => p.items), total: loaded[loaded.length - 1].total }
    },
    [filters, pages],
  )

  const loadMore = useCallback(() => setShown({ filters, pages: pages + 1 }), [filters, pages])
  const { reload: retry } = request
  /** Stock changes (after an order): forget what was fetched and ask again. */
  const refresh = useCallback(() => {
    cache.current.clear()
    retry()
  }, [retry])

  const hasMore = request.data !== undefined && request.data.items.length < request.data.total
  return { ...request, loadMore, hasMore, refresh }
}
