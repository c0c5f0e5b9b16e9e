/** Typed calls of the admin store screen: summary, products, categories and orders. */
import { api } from '../../../lib/api'
import type { HistoryEntry, OrderLine, StoreOrder } from '../../../lib/records'

export type { OrderLine, StoreOrder }
export type HistoryStep = HistoryEntry

export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export interface Listing<T> {
  items: T[]
  total: number
}

export interface StoreSummary {
  totalProducts: number
  categories: number
  totalOrders: number
  totalRevenue: number
}

export interface AdminProduct {
  id: string
  name: string
  description: string
  category: string
  price: number
  originalPrice: number | null
  images: string[]
  inStock: boolean
  stockQuantity: number
  sku: string
  tags: string[]
  isActive: boolean
  createdAt: string
  updatedAt: string
}

/** What the product form sends (create and edit alike). */
export interface ProductBody {
  name: string
  category: string
  description: string
  price: number
  originalPrice: number | null
  stockQuantity: number
  sku: string
  images: string[]
  tags: string[]
  inStock: boolean
  isActive: boolean
}

export interface AdminCategory {
  id: string
  name: string
  description: string
  image: string | null
  isActive: boolean
  productCount: number
  createdAt: string
  updatedAt: string
}

export interface CategoryBody {
  name: string
  description: string
  image: string | null
  isActive: boolean
}

export interface OrderRow {
  id: string
  customerName: string
  customerPhone: string
  itemCount: number
  itemNames: string[]
  moreItems: number
  subtotal: number
  total: number
  paymentMethod: string
  paymentStatus: string
  orderStatus: string
  createdAt: string
}

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
  orders: ({ q, status, limit }: OrderQuery, signal?: AbortSignal) =>
    api.get<Listing<OrderRow>>(`${BASE}/orders`, { query: { q: q.trim(), status: status === 'all' ? undefined : status, limit }, signal }),
  order: (id: string, signal?: AbortSignal) => api.get<StoreOrder>(`${BASE}/orders/${encodeURIComponent(id)}`, { signal }),
  changeStatus: (id: string, orderStatus: string) => api.patch<StoreOrder>(`${BASE}/orders/${encodeURIComponent(id)}/status`, { orderStatus }),
  changeAddress: (id: string, shippingAddress: string) =>
    api.patch<StoreOrder>(`${BASE}/orders/${encodeURIComponent(id)}/shipping-address`, { shippingAddress }),
}
