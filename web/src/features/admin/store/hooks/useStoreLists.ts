/** The store screen's lists: products (search, category, Load More), categories and orders
 * (search, status, Load More by keyset pages), each reloaded live when its table changes. */
import { useState } from 'react'
import { useDebounced } from '../../../../lib/useDebounced'
import { useLiveReload } from '../../shell/live'
import { useAdminRequest } from '../../shell/useAdminRequest'
import { useKeysetList } from '../../ui/hooks/useKeysetList'
import { storeApi, type Listing, type OrderRow } from '../api'

export const PAGE_SIZE = 24

/** A short list shown PAGE_SIZE rows at a time; Load More asks for the next rows too. */
function usePageLimit(filtersKey: string) {
  const [state, setState] = useState({ key: filtersKey, limit: PAGE_SIZE })
  // New filters start again from the first page.
  const limit = state.key === filtersKey ? state.limit : PAGE_SIZE
  const loadMore = () => setState({ key: filtersKey, limit: limit + PAGE_SIZE })
  return { limit, loadMore }
}

export function useProducts(search: string, category: string) {
  const q = useDebounced(search.trim(), 300)
  const { limit, loadMore } = usePageLimit(`${q}\n${category}`)
  const request = useAdminRequest((signal) => storeApi.products({ q, category, limit }, signal), [q, category, limit])
  useLiveReload(['store_products'], request.reload)
  const { data } = request
  // Load More asks again for more rows: that request is the one loading them.
  return { ...request, loadMore, more: data !== undefined && data.items.length < data.total, loadingMore: request.loading }
}

export function useCategories() {
  const request = useAdminRequest((signal) => storeApi.categories(signal), [])
  // Product counts change with the products, names with the categories.
  useLiveReload(['store_categories', 'store_products'], request.reload)
  return request
}

export function useOrders(search: string, status: string) {
  const q = useDebounced(search.trim(), 300)
  const list = useKeysetList<OrderRow, Listing<OrderRow>>((page, signal) => storeApi.orders({ q, status, ...page }, signal), [q, status], PAGE_SIZE)
  useLiveReload(['store_orders'], list.reload)
  return list
}

export function useStoreSummary() {
  const request = useAdminRequest((signal) => storeApi.summary(signal), [])
  useLiveReload(['store_products', 'store_categories', 'store_orders'], request.reload)
  return request
}
