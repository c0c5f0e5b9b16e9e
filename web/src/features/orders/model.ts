/** The three kinds of record as one list for My Orders: what each card shows and which buttons it gets. */
import type { MessageKey, Translate } from '../../i18n/context'
import type { AnyRecord, HistoryEntry, LookupResult, OrderLine, RecordKind } from './api'

export interface OrderEntry {
  kind: RecordKind
  id: string
  /** The puja or service, or the products. */
  title: string
  templeId?: string
  items: OrderLine[]
  /** The booked day and slot (bookings); store orders have only createdAt. */
  date?: string
  time?: string
  createdAt: string
  amount: number
  status: string
  paymentStatus: string
  paymentMethod?: string
  transactionId?: string | null
  history: HistoryEntry[]
  customerName: string
  masked: boolean
  subtotal?: number
  shipping?: number
  tax?: number
}

export function entryOf(kind: RecordKind, record: AnyRecord): OrderEntry {
  const base = { kind, id: record.id, createdAt: record.createdAt, paymentStatus: record.paymentStatus, history: record.statusHistory ?? [], customerName: record.customerName, masked: record.masked }
  if ('orderStatus' in record) {
    const title = record.items.map((line) => line.productName).join(', ')
    return { ...base, title, items: record.items, amount: record.total, status: record.orderStatus, paymentMethod: record.paymentMethod, transactionId: record.transactionId, subtotal: record.subtotal, shipping: record.shipping, tax: record.tax }
  }
  const amount = 'price' in record ? record.price : record.totalAmount
  const templeId = 'templeId' in record ? record.templeId : undefined
  const items = [{ productId: record.serviceId, productName: record.serviceName, quantity: 1, price: amount, total: amount }]
  return { ...base, title: record.serviceName, templeId, items, date: record.selectedDate, time: record.selectedTime, amount, status: record.status }
}

/** All three kinds, newest first. */
export function entriesOf(result: LookupResult): OrderEntry[] {
  const all = [
    ...result.priestBookings.map((r) => entryOf('priest', r)),
    ...result.templeBookings.map((r) => entryOf('temple', r)),
    ...result.storeOrders.map((r) => entryOf('store', r)),
  ]
  return all.sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

/** Spec section 2 "My Orders": Track Order on store orders, a receipt once done, cancel while pending. */
export const canTrack = (entry: OrderEntry) => entry.kind === 'store'
export const canReceipt = (entry: OrderEntry) => (entry.kind === 'store' ? entry.status === 'delivered' : entry.status === 'completed')
export const canCancel = (entry: OrderEntry) => entry.status === 'pending'

const ORDER = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'completed', 'cancelled']

/** The statuses present, in the order a record moves through them. */
export function statusesIn(entries: OrderEntry[]): string[] {
  const present = [...new Set(entries.map((e) => e.status))]
  const rank = (status: string) => (ORDER.includes(status) ? ORDER.indexOf(status) : ORDER.length)
  return present.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
}

export function matches(entry: OrderEntry, text: string, templeName?: string): boolean {
  const wanted = text.trim().toLowerCase()
  if (!wanted) return true
  const haystack = [entry.id, entry.title, templeName ?? '', entry.templeId ?? ''].join(' ').toLowerCase()
  return wanted.split(/\s+/).every((word) => haystack.includes(word))
}

const STATUS_KEYS: Record<string, MessageKey> = {
  pending: 'orders.statusPending',
  confirmed: 'orders.statusConfirmed',
  processing: 'orders.statusProcessing',
  shipped: 'orders.statusShipped',
  delivered: 'orders.statusDelivered',
  completed: 'orders.statusCompleted',
  cancelled: 'orders.statusCancelled',
}

export function statusLabel(t: Translate, status: string): string {
  const key = STATUS_KEYS[status]
  return key ? t(key) : status.charAt(0).toUpperCase() + status.slice(1)
}

export function paymentLabel(t: Translate, status: string): string {
  if (status === 'paid') return t('orders.paymentPaid')
  if (status === 'pending') return t('orders.paymentPending')
  return status.charAt(0).toUpperCase() + status.slice(1)
}

export type Tone = 'success' | 'warning' | 'info' | 'danger' | 'neutral'

/** Spec section 4 colours: bookings confirmed green, pending yellow, completed blue, cancelled red;
 * store orders delivered, shipped and processing coloured, cancelled red, the rest grey. */
export function statusTone(entry: Pick<OrderEntry, 'kind' | 'status'>): Tone {
  const tones: Record<string, Tone> =
    entry.kind === 'store'
      ? { delivered: 'success', shipped: 'info', processing: 'warning', cancelled: 'danger' }
      : { confirmed: 'success', pending: 'warning', completed: 'info', cancelled: 'danger' }
  return tones[entry.status] ?? 'neutral'
}

/** Paid green, pending yellow, anything else (failed, refunded...) red. */
export function paymentTone(status: string): Tone {
  return status === 'paid' ? 'success' : status === 'pending' ? 'warning' : 'danger'
}
