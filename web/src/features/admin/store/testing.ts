/** Test helpers of the store screen: sample records and a fetch stand-in that answers by method,
 * path and query, and records every call. */
import { vi } from 'vitest'
import type { AdminCategory, AdminProduct, OrderRow, StoreOrder, StoreSummary } from './api'

export interface Call {
  method: string
  url: URL
  body: unknown
}

type Answer = unknown | ((call: Call) => unknown)

/** Answers "METHOD /path" with JSON (a Response is sent as is); unknown calls get a 404. */
export function fakeServer(routes: Record<string, Answer>) {
  const calls: Call[] = []
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const call = { method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined }
    calls.push(call)
    const key = `${call.method} ${url.pathname}`
    if (!(key in routes)) return json({ detail: `no fake for ${key}`, code: 'not_found' }, 404)
    const answer = routes[key]
    const value = typeof answer === 'function' ? (answer as (call: Call) => unknown)(call) : answer
    if (value instanceof Response) return value
    return value === undefined ? new Response(null, { status: 204 }) : json(value)
  })
  const named = (method: string, path: string) => calls.filter((call) => call.method === method && call.url.pathname === path)
  return { calls, spy, named }
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

export const SUMMARY: StoreSummary = { totalProducts: 2, categories: 2, totalOrders: 2, totalRevenue: 2361 }

export const CATEGORIES: AdminCategory[] = [
  { id: 'cat-prasad', name: 'Prasad', label: 'Prasad', description: 'Temple prasad', image: null, nameHi: null, descriptionHi: null, isActive: true, productCount: 1, createdAt: '2026-11-01T10:00:00Z', updatedAt: '2026-11-01T10:00:00Z' },
  { id: 'cat-rudraksha', name: 'Rudraksha', label: 'Rudraksha', description: 'Beads and malas', image: '📿', nameHi: null, descriptionHi: null, isActive: true, productCount: 1, createdAt: '2026-11-01T10:00:00Z', updatedAt: '2026-11-01T10:00:00Z' },
]

export const PRODUCTS: AdminProduct[] = [
  {
    id: 'prod-mala',
    name: '5 Mukhi Rudraksha Mala',
    description: 'A mala of 108+1 beads',
    category: 'Rudraksha',
    categoryLabel: 'Rudraksha',
    price: 1299,
    originalPrice: 1599,
    images: ['📿'],
    inStock: true,
    stockQuantity: 45,
    sku: 'RDK-MALA-5',
    tags: ['mala', 'japa'],
    nameHi: null,
    descriptionHi: null,
    isActive: true,
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-01T10:00:00Z',
  },
  {
    id: 'prod-laddu',
    name: 'Besan Laddu Box',
    description: 'Sweet prasad',
    category: 'Prasad',
    categoryLabel: 'Prasad',
    price: 450,
    originalPrice: null,
    images: [],
    inStock: false,
    stockQuantity: 0,
    sku: 'PRS-LAD-500',
    tags: [],
    nameHi: null,
    descriptionHi: null,
    isActive: true,
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-01T10:00:00Z',
  },
]

export const ORDERS: OrderRow[] = [
  {
    id: 'SO1001',
    shortId: 'SO1001',
    customerName: 'Meera Iyer',
    customerPhone: '9876543210',
    itemCount: 3,
    itemNames: ['5 Mukhi Rudraksha Mala', 'Besan Laddu Box'],
    moreItems: 1,
    subtotal: 2249,
    total: 2361,
    paymentMethod: 'cod',
    paymentStatus: 'pending',
    orderStatus: 'pending',
    nextStatuses: ['pending', 'confirmed', 'processing', 'shipped', 'cancelled'],
    createdAt: '2026-11-20T10:00:00Z',
  },
  {
    id: 'SO1002',
    shortId: 'SO1002',
    customerName: 'Ravi Kumar',
    customerPhone: '9123456780',
    itemCount: 1,
    itemNames: ['Besan Laddu Box'],
    moreItems: 0,
    subtotal: 450,
    total: 522,
    paymentMethod: 'phonepe',
    paymentStatus: 'paid',
    orderStatus: 'delivered',
    nextStatuses: ['delivered'],
    createdAt: '2026-11-19T10:00:00Z',
  },
]

export const ORDER: StoreOrder = {
  id: 'SO1001',
  shortId: 'SO1001',
  customerId: null,
  customerName: 'Meera Iyer',
  customerPhone: '9876543210',
  customerEmail: 'meera@example.com',
  shippingAddress: 'Flat 4B, Lotus Apartments, Pune 411045', deliveryAddress: null,
  items: [
    { productId: 'prod-mala', productName: '5 Mukhi Rudraksha Mala', quantity: 1, price: 1299, total: 1299 },
    { productId: 'prod-laddu', productName: 'Besan Laddu Box', quantity: 1, price: 450, total: 450 },
    { productId: 'prod-camphor', productName: 'Bhimseni Camphor', quantity: 2, price: 250, total: 500 },
  ],
  subtotal: 2249,
  shipping: 0,
  tax: 112,
  total: 2361,
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  orderStatus: 'pending',
  transactionId: 'COD_ORDER',
  statusHistory: [{ status: 'pending', at: '2026-11-20T10:00:00Z' }],
  nextStatuses: ['pending', 'confirmed', 'processing', 'shipped', 'cancelled'],
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
}

/** Every read of the screen answered with the samples. */
export function storeRoutes(): Record<string, Answer> {
  return {
    'GET /api/admin/store/summary': SUMMARY,
    'GET /api/admin/store/categories': { items: CATEGORIES, total: CATEGORIES.length },
    'GET /api/admin/store/products': { items: PRODUCTS, total: PRODUCTS.length },
    'GET /api/admin/store/orders': { items: ORDERS, total: ORDERS.length },
    'GET /api/admin/store/orders/SO1001': ORDER,
    // The address form's list of states (two of them here).
    'GET /api/site': { states: [{ name: 'Maharashtra', nameHi: 'महाराष्ट्र' }, { name: 'Tamil Nadu', nameHi: 'तमिलनाडु' }] },
  }
}
