/** Typed calls of My Orders: the lookup by phone or e-mail, cancelling a pending record, temple names. */
import { api } from '../../lib/api'
import type { HistoryEntry, OrderLine, PriestBooking as WirePriestBooking, RecordKind, StoreOrder as WireStoreOrder, TempleBooking as WireTempleBooking } from '../../lib/records'

/** Looked up records; one made on another device comes with its personal details masked. */
export type Looked<T> = T & { masked: boolean }
export type PriestBooking = Looked<WirePriestBooking>
export type TempleBooking = Looked<WireTempleBooking>
export type StoreOrder = Looked<WireStoreOrder>
export type { HistoryEntry, OrderLine, RecordKind }

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
