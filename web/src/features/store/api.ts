/** Typed calls of the store: categories, products, the server's quote and the order body. */
import { api } from '../../lib/api'
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

export function fetchCategories(signal: AbortSignal): Promise<Category[]> {
  return api.get<Category[]>('/api/store/categories', { signal })
}

export function fetchProducts(query: { search: string; category: string | null; offset: number }, signal: AbortSignal): Promise<ProductPage> {
  return api.get<ProductPage>('/api/store/products', {
    query: { search: query.search.trim(), category: query.category, offset: query.offset, limit: PAGE_SIZE },
    signal,
  })
}

export function fetchProduct(id: string, signal: AbortSignal): Promise<Product> {
  return api.get<Product>(`/api/store/products/${encodeURIComponent(id)}`, { signal })
}

export function fetchQuote(items: CartItemBody[], signal: AbortSignal): Promise<Quote> {
  return api.post<Quote>('/api/store/quote', { items }, { signal })
}
