/** Typed calls of the admin store screen: summary, products, categories and orders. */
import { api } from '../../../lib/api'
import type { Schema } from '../../../lib/wire'
import type { HistoryEntry, OrderLine } from '../../../lib/records'

export type { OrderLine }
/** An order as the back office sees it: with `nextStatuses`, what its status may become now. */
export type StoreOrder = Schema<'AdminStoreOrderRead'>
export type HistoryStep = HistoryEntry

export type DeliveryAddress = Schema<'DeliveryAddress'>
export type OrderStatus = Schema<'OrderStatus'>
export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled']

/** A page of a list; the orders are keyset pages (`nextCursor`, and `totalExact` false when a search stopped counting). */
export type Listing<T> = { items: T[]; total: number; totalExact?: boolean; nextCursor?: string | null }
export type StoreSummary = Schema<'StoreSummary'>
export type AdminProduct = Schema<'ProductAdminRead'>
/** What the product form sends (create and edit alike). */
export type ProductBody = Schema<'ProductCreate'>
export type AdminCategory = Schema<'CategoryAdminRead'>
export type CategoryBody = Schema<'CategoryCreate'>
export type OrderRow = Schema<'OrderRow'>

const BASE = '/api/admin/store'

export interface ProductQuery {
  q: string
  category: string
  limit: number
}

export interface OrderQuery {
  q: string
  status: string
  limit: number
  cursor?: string
}

export const storeApi = {
  summary: (signal?: AbortSignal) => api.get<StoreSummary>(`${BASE}/summary`, { signal }),
  products: ({ q, category, limit }: ProductQuery, signal?: AbortSignal) =>
    api.get<Listing<AdminProduct>>(`${BASE}/products`, { query: { q: q.trim(), category: category === 'All' ? undefined : category, limit }, signal }),
  createProduct: (body: ProductBody) => api.post<AdminProduct>(`${BASE}/products`, body),
  updateProduct: (id: string, body: ProductBody) => api.patch<AdminProduct>(`${BASE}/products/${encodeURIComponent(id)}`, body),
  deleteProduct: (id: string) => api.delete<void>(`${BASE}/products/${encodeURIComponent(id)}`),
  // A store has a handful of categories: one page of the maximum size holds them all.
  categories: (signal?: AbortSignal) => api.get<Listing<AdminCategory>>(`${BASE}/categories`, { query: { limit: 500 }, signal }),
  createCategory: (body: CategoryBody) => api.post<AdminCategory>(`${BASE}/categories`, body),
  updateCategory: (id: string, body: CategoryBody) => api.patch<AdminCategory>(`${BASE}/categories/${encodeURIComponent(id)}`, body),
  deleteCategory: (id: string) => api.delete<void>(`${BASE}/categories/${encodeURIComponent(id)}`),
  orders: ({ q, status, limit, cursor }: OrderQuery, signal?: AbortSignal) =>
    api.get<Listing<OrderRow>>(`${BASE}/orders`, { query: { q: q.trim(), status: status === 'all' ? undefined : status, limit, cursor }, signal }),
  order: (id: string, signal?: AbortSignal) => api.get<StoreOrder>(`${BASE}/orders/${encodeURIComponent(id)}`, { signal }),
  changeStatus: (id: string, orderStatus: string) => api.patch<StoreOrder>(`${BASE}/orders/${encodeURIComponent(id)}/status`, { orderStatus }),
  changeAddress: (id: string, deliveryAddress: DeliveryAddress) =>
    api.patch<StoreOrder>(`${BASE}/orders/${encodeURIComponent(id)}/shipping-address`, { deliveryAddress }),
}
