/** Typed calls of My Orders: the lookup by phone or e-mail (one-time codes that verify the owner:
 * lib/verification.ts), and what a devotee does with their own record: cancel it, move a priest booking to another date,
 * return it (Pay now: components/payment/payExisting.ts). */
import { api } from '../../lib/api'
import { receiptPdfUrl, type HistoryEntry, type OrderLine, type RecordKind } from '../../lib/records'
import type { Schema } from '../../lib/wire'

/** Looked up records, with their refunds and what may be done next (Pay now, Return); one made on
 * another device is only counted until the browser proves the contact with a one-time code. */
export type PriestBooking = Schema<'LookedUpPriestBooking'>
export type TempleBooking = Schema<'LookedUpTempleBooking'>
export type StoreOrder = Schema<'LookedUpStoreOrder'>
/** A refund as the devotee sees it ("Refund of ₹X initiated / credited"). */
export type RefundNote = Schema<'RefundNote'>
/** How a receipt states the payment: paid online (with its transaction), paid in cash, or cash due. */
export type ReceiptPayment = Schema<'ReceiptPayment'>
export type { HistoryEntry, OrderLine, RecordKind }

/** verified: this browser proved (one-time code) it holds every contact looked up. */
export type LookupResult = Schema<'LookupResult'>

/** What the lookup was made with; the cancel proves ownership with the same. */
export interface Contact {
  phone?: string
  email?: string
}

export type AnyRecord = PriestBooking | TempleBooking | StoreOrder

/** One of the caller's records in full, after a change, with the server's message about it. */
export type RecordResult = Schema<'RecordResult'>
/** refundAmount: what the cancel refunded per the policy; null when nothing paid online comes back. */
export type CancelResult = Schema<'CancelResult'>

export function lookupOrders(contact: Contact, signal: AbortSignal): Promise<LookupResult> {
  return api.post<LookupResult>('/api/orders/lookup', { phone: contact.phone || null, email: contact.email || null }, { signal })
}

export function cancelOrder(kind: RecordKind, id: string, contact: Contact): Promise<CancelResult> {
  return api.post<CancelResult>('/api/orders/cancel', { kind, id, phone: contact.phone || null, email: contact.email || null })
}

/** Move a priest booking of the caller's to another date and two-hour slot; the owner is proven as for a cancel. */
export function moveBooking(id: string, contact: Contact, date: string, time: string): Promise<RecordResult> {
  return api.post<RecordResult>('/api/orders/reschedule', { kind: 'priest', id, phone: contact.phone || null, email: contact.email || null, selectedDate: date, selectedTime: time })
}

/** A record's rating as My Orders shows it (the comment only to the browser that may see it in full). */
export type ReviewNote = Schema<'ReviewNote'>

/** Rate a completed booking or a delivered order of the caller's, once: 1 to 5 stars and an optional comment. */
export function rateRecord(kind: RecordKind, id: string, stars: number, comment: string): Promise<RecordResult> {
  return api.post<RecordResult>('/api/orders/review', { kind, id, stars, comment })
}

/** One of this browser's own records in full (full or short id); 403 or 404 for anyone else's. */
export function fetchOwnRecord(kind: RecordKind, id: string, signal: AbortSignal): Promise<RecordResult> {
  return api.post<RecordResult>('/api/orders/record', { kind, id }, { signal })
}

/** A receipt's PDF, saved under the server's file name (Punya-receipt-PB-K2QM4PA9.pdf). */
export async function downloadReceipt(kind: RecordKind, id: string, shortId: string, language: string): Promise<void> {
  const pdf = await api.file(receiptPdfUrl(kind, id, language))
  const link = document.createElement('a')
  link.href = URL.createObjectURL(pdf)
  link.download = `Punya-receipt-${shortId}.pdf`
  link.click()
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000)
}

/** Ask to return a delivered order; its refund waits for an admin's approval. */
export function requestReturn(id: string, reason: string): Promise<RecordResult> {
  return api.post<RecordResult>('/api/orders/return', { id, reason })
}

export async function fetchTempleName(templeId: string, signal: AbortSignal): Promise<string> {
  const temple = await api.get<{ name: string }>(`/api/temples/${encodeURIComponent(templeId)}`, { signal })
  return temple.name
}
