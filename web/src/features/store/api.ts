/** Typed calls of the store: categories, products, the server's quote and the order body. */
import { api, getEarly } from '../../lib/api'
import { fetchStoreCategories } from '../../lib/storeCategories'
import { storedLanguage } from '../../i18n/catalogue'
import type { Schema } from '../../lib/wire'

export type Category = Schema<'CategoryRead'>
export type Product = Schema<'ProductRead'>
export type ProductPage = Schema<'ProductPage'>
export type CartItemBody = Schema<'CartLine'>
export type QuoteLine = Schema<'QuoteLine'>
export type Quote = Schema<'Quote'>
export type CheckoutBody = Schema<'CheckoutRequest'>
export type OrderPaymentMethod = CheckoutBody['paymentMethod']

export const PAGE_SIZE = 12
export const ORDERS_PATH = '/api/store/orders'

const CATEGORIES = '/api/store/categories'
const PRODUCTS = '/api/store/products'
type ProductFilter = { search: string; category: string | null; offset: number }
const productQuery = (filter: ProductFilter) => ({ search: filter.search.trim(), category: filter.category, offset: filter.offset, limit: PAGE_SIZE })
const productPath = (id: string) => `${PRODUCTS}/${encodeURIComponent(id)}`

/** The categories, from the one copy the page keeps (the header names them too). */
export function fetchCategories(): Promise<Category[]> {
  return fetchStoreCategories(storedLanguage())
}

export function fetchProducts(filter: ProductFilter, signal: AbortSignal): Promise<ProductPage> {
  return api.get<ProductPage>(PRODUCTS, { query: productQuery(filter), signal })
}

export function fetchProduct(id: string, signal: AbortSignal): Promise<Product> {
  return api.get<Product>(productPath(id), { signal })
}

/** The store's first screen (every product, no search), asked for while its code loads. */
export function warmStore(): void {
  getEarly(PRODUCTS, productQuery({ search: '', category: null, offset: 0 }))
  getEarly(CATEGORIES)
}

/** A product page's product, asked for while its code loads. */
export function warmProduct(id: string): void {
  getEarly(productPath(id))
}

export function fetchQuote(items: CartItemBody[], signal: AbortSignal): Promise<Quote> {
  return api.post<Quote>('/api/store/quote', { items }, { signal })
}
