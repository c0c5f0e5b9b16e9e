/** The three records a devotee creates, as the API returns them (camelCase, money in rupees). */
import type { Schema } from './wire'

export type RecordKind = Schema<'CancelRequest'>['kind']

/** One line of a record's status history ({status, at}; payments add paymentStatus and transactionId). */
export type HistoryEntry = Schema<'HistoryEntry'>
export type BookingStatus = Schema<'BookingStatus'>
export type OrderStatus = Schema<'OrderStatus'>
export type PaymentStatus = Schema<'PaymentStatus'>

export type PriestBooking = Schema<'PriestBookingRead'>
export type TempleBooking = Schema<'TempleBookingRead'>
export type OrderLine = Schema<'OrderLine'>
export type StoreOrder = Schema<'StoreOrderRead'>

/** The printable receipt page of a record (features/orders/ReceiptPage). */
export function receiptPath(kind: RecordKind, id: string): string {
  return `/user/orders/${kind}/${encodeURIComponent(id)}/receipt`
}

/** Its PDF, drawn by the server in the devotee's language; only the record's owner gets it. */
export function receiptPdfUrl(kind: RecordKind, id: string, language: string): string {
  return `/api/orders/${kind}/${encodeURIComponent(id)}/receipt.pdf?lang=${encodeURIComponent(language)}`
}

/** An id as typed, for comparing: any case, without the short id's hyphen or spaces. */
export function idKey(text: string): string {
  return text.replace(/[-_\s]/g, '').toUpperCase()
}
