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
