/** Typed calls of the admin bookings API: priest and temple bookings, their status, edits and payment collection. */
import { api } from '../../../lib/api'
import type { Schema } from '../../../lib/wire'
import type { HistoryEntry, TempleBooking as WireTempleBooking } from '../../../lib/records'

export type StatusHistoryEntry = HistoryEntry
/** A booking as the back office sees it: with `nextStatuses`, what its status may become now. */
export type PriestBooking = Schema<'AdminPriestBookingRead'>
/** The admin's view of a temple booking also names its temple. */
export type TempleBooking = Schema<'AdminTempleBookingRead'>

export type BookingStatus = Schema<'BookingStatus'>
export type FreePriests = Schema<'FreePriests'>
export const BOOKING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'completed', 'cancelled']

/** The four cards of a tab; revenue counts completed bookings only (the server computes it). */
export type BookingStats = Schema<'BookingStats'>
/** A keyset page: `nextCursor` asks for the next one; `totalExact` is false when a search stopped counting. */
export type BookingsPage<T> = { items: T[]; total: number; totalExact?: boolean; nextCursor?: string | null; stats: BookingStats }

export interface BookingQuery {
  q?: string
  status?: string
  limit: number
  cursor?: string
  templeId?: string
}

/** What Edit Booking may change (spec: customer name, phone, e-mail, date, time, special requests);
 * the request sends those changed (Schema<'TempleBookingEdit'>). */
export type TempleBookingEdit = Pick<WireTempleBooking, 'customerName' | 'customerPhone' | 'customerEmail' | 'selectedDate' | 'selectedTime' | 'specialRequests'>

export type CollectMethod = 'cash' | 'link'
export type PrasadChange = Schema<'PrasadChange'>

export interface PaymentCollected {
  success: boolean
  transactionId: string
  message: string
  booking: TempleBooking | null
  paymentUrl: string | null
}

/** A temple service as the admin temple detail gives it: the Edit Booking form needs its time slots. */
export type AdminTempleService = Pick<Schema<'AdminTempleServiceRead'>, 'id' | 'name' | 'timeSlots' | 'isActive'>

const statusQuery = (query: BookingQuery) => ({ ...query, status: query.status === 'all' ? undefined : query.status })

export const bookingsApi = {
  priestBookings: (query: BookingQuery, signal?: AbortSignal) =>
    api.get<BookingsPage<PriestBooking>>('/api/admin/priest-bookings', { query: { ...statusQuery(query) }, signal }),
  templeBookings: (query: BookingQuery, signal?: AbortSignal) =>
    api.get<BookingsPage<TempleBooking>>('/api/admin/temple-bookings', { query: { ...statusQuery(query) }, signal }),
  /** The priests who may be sent to the booking: free then, qualified, reaching the home. */
  freePriests: (id: string, signal?: AbortSignal) => api.get<FreePriests>(`/api/admin/priest-bookings/${encodeURIComponent(id)}/priests`, { signal }),
  assignPriest: (id: string, priestId: string) => api.put<PriestBooking>(`/api/admin/priest-bookings/${encodeURIComponent(id)}/priest`, { priestId }),
  setPriestStatus: (id: string, status: BookingStatus) =>
    api.patch<PriestBooking>(`/api/admin/priest-bookings/${encodeURIComponent(id)}/status`, { status }),
  setTempleStatus: (id: string, status: BookingStatus) =>
    api.patch<TempleBooking>(`/api/admin/temple-bookings/${encodeURIComponent(id)}/status`, { status }),
  approveTemple: (id: string) => api.post<TempleBooking>(`/api/admin/temple-bookings/${encodeURIComponent(id)}/approve`),
  editTemple: (id: string, changes: Partial<TempleBookingEdit>) =>
    api.patch<TempleBooking>(`/api/admin/temple-bookings/${encodeURIComponent(id)}`, changes),
  /** Ship the booking's prasad (courier and tracking number), then mark it delivered or returned. */
  changePrasad: (id: string, change: PrasadChange) => api.patch<TempleBooking>(`/api/admin/temple-bookings/${encodeURIComponent(id)}/prasad`, change),
  collectPayment: (id: string, method: CollectMethod) =>
    api.post<PaymentCollected>(`/api/admin/temple-bookings/${encodeURIComponent(id)}/collect-payment`, { method }),
  /** A super admin's view of one temple's services (with inactive ones), for the slots of Edit Booking. */
  templeServices: (templeId: string, signal?: AbortSignal) =>
    api.get<{ services: AdminTempleService[] }>(`/api/admin/temples/${encodeURIComponent(templeId)}`, { signal }).then((temple) => temple.services),
}
