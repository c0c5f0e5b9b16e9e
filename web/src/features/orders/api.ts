/** Typed calls of My Orders: the lookup by phone or e-mail, cancelling a pending record, temple names. */
import { api } from '../../lib/api'

export type RecordKind = 'priest' | 'temple' | 'store'

/** One line of a record's status history ({status, at}; payments add paymentStatus and transactionId). */
export interface HistoryEntry {
  status: string
  at: string
  paymentStatus?: string
  transactionId?: string
}

interface Common {
  id: string
  customerName: string
  customerPhone: string
  customerEmail: string | null
  paymentStatus: string
  statusHistory: HistoryEntry[]
  createdAt: string
  updatedAt: string
  /** Made on another device: personal details come masked. */
  masked: boolean
}

export interface PriestBooking extends Common {
  serviceId: string
  serviceName: string
  customerAddress: string
  isOnline: boolean
  selectedDate: string
  selectedTime: string
  specialRequests: string
  price: number
  status: string
  priestAssigned: string | null
}

export interface TempleBooking extends Common {
  templeId: string
  serviceId: string
  serviceName: string
  selectedDate: string
  selectedTime: string
  specialRequests: string
  status: string
  totalAmount: number
}

export interface OrderLine {
  productId: string
  productName: string
  quantity: number
  price: number
  total: number
}

export interface StoreOrder extends Common {
  customerId: string | null
  shippingAddress: string
  items: OrderLine[]
  subtotal: number
  shipping: number
  tax: number
  total: number
  paymentMethod: string
  orderStatus: string
  transactionId: string | null
}

export interface LookupResult {
  priestBookings: PriestBooking[]
  templeBookings: TempleBooking[]
  storeOrders: StoreOrder[]
}

/** What the lookup was made with; the cancel proves ownership with the same. */
export interface Contact {
  phone?: string
  email?: string
}

export type AnyRecord = PriestBooking | TempleBooking | StoreOrder

export interface CancelResult {
  kind: RecordKind
  record: AnyRecord
  refundDue: boolean
  message: string
}

export function lookupOrders(contact: Contact, signal: AbortSignal): Promise<LookupResult> {
  return api.post<LookupResult>('/api/orders/lookup', { phone: contact.phone || null, email: contact.email || null }, { signal })
}

export function cancelOrder(kind: RecordKind, id: string, contact: Contact): Promise<CancelResult> {
  return api.post<CancelResult>('/api/orders/cancel', { kind, id, phone: contact.phone || null, email: contact.email || null })
}

export async function fetchTempleName(templeId: string, signal: AbortSignal): Promise<string> {
  const temple = await api.get<{ name: string }>(`/api/temples/${encodeURIComponent(templeId)}`, { signal })
  return temple.name
}
