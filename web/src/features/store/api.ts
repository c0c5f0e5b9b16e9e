/** Typed calls of the store: categories, products, the server's quote and the order body. */
import { api } from '../../lib/api'

export interface Category {
  id: string
  name: string
  description: string
  image: string | null
}

export interface Product {
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
}

export interface ProductPage {
  items: Product[]
  total: number
  offset: number
  limit: number
}

export interface CartItemBody {
  productId: string
  quantity: number
}

export interface QuoteLine {
  productId: string
  productName: string
  quantity: number
  price: number
  total: number
  available: boolean
  problem?: string | null
}

export interface Quote {
  lines: QuoteLine[]
  subtotal: number
  shipping: number
  tax: number
  total: number
}

export type OrderPaymentMethod = 'cod' | 'phonepe'

export interface CheckoutBody {
  items: CartItemBody[]
  customerName: string
  customerPhone: string
  customerEmail: string | null
  shippingAddress: string
  paymentMethod: OrderPaymentMethod
}

export const PAGE_SIZE = 12
/** The server's cap on one item in one order. */
export { MAX_PER_ITEM } from '../../lib/cart'
export const ORDERS_PATH = '/api/store/orders'

export function fetchCategories(signal: AbortSignal): Promise<Category[]> {
  return api.get<Category[]>('/api/store/categories', { signal })
}

export function fetchProducts(query: { search: string; category: string | null; offset: number }, signal: AbortSignal): Promise<ProductPage> {
  return api.get<ProductPage>('/api/store/products', {
    query: { search: query.search.trim(), category: query.category, offset: query.offset, limit: PAGE_SIZE },
    signal,
  })
}

export function fetchQuote(items: CartItemBody[], signal: AbortSignal): Promise<Quote> {
  return api.post<Quote>('/api/store/quote', { items }, { signal })
}
