/** Typed calls of the priest booking screen: the puja catalogue, time slots and the booking. */
import { api } from '../../lib/api'
import type { Schema } from '../../lib/wire'

export type PujaService = Schema<'PujaServiceRead'>
export type PujaServicePage = Schema<'PujaServicePage'>
export type CategoryCount = Schema<'CategoryCount'>
/** A slot of one date: `available` when it may be booked; `full` when it has not begun but
 * every priest is booked for it. */
export type TimeSlot = Schema<'TimeSlot'>
/** What the booking form sends (POST /api/priest-bookings). */
export type PriestBookingBody = Schema<'PriestBookingCreate'>

/** The spec's list size: 10 at first, 10 more per Load More. */
export const PAGE_SIZE = 10
/** The category that means "no filter" (the server lists it first, with the full count). */
export const ALL = 'All'
export const BOOKINGS_PATH = '/api/priest-bookings'
export const OUTBOX_KIND = 'priest-booking'

export function listServices(filter: { search: string; category: string; offset: number }, signal?: AbortSignal): Promise<PujaServicePage> {
  const query = { search: filter.search.trim() || undefined, category: filter.category === ALL ? undefined : filter.category, offset: filter.offset, limit: PAGE_SIZE }
  return api.get<PujaServicePage>('/api/puja-services', { query, signal })
}

export function listCategories(signal?: AbortSignal): Promise<CategoryCount[]> {
  return api.get<CategoryCount[]>('/api/puja-services/categories', { signal })
}

export function getService(id: string, signal?: AbortSignal): Promise<PujaService> {
  return api.get<PujaService>(`/api/puja-services/${encodeURIComponent(id)}`, { signal })
}

export function listTimeSlots(date: string, signal?: AbortSignal): Promise<TimeSlot[]> {
  return api.get<TimeSlot[]>('/api/priest-bookings/time-slots', { query: { date }, signal })
}
