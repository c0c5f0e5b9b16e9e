/** Typed calls of the priest booking screen: the puja catalogue, the free priests and the booking (the time slots: components/slots). */
import { api, getEarly } from '../../lib/api'
import type { Schema } from '../../lib/wire'
import { placeQuery, type SlotPlace } from '../../components/slots/timeSlots'

export type PujaService = Schema<'PujaServiceRead'>
export type PujaServicePage = Schema<'PujaServicePage'>
export type CategoryCount = Schema<'CategoryCount'>
/** The slots of a date, asked for here and in My Orders alike (components/slots). */
export type { TimeSlot } from '../../components/slots/timeSlots'
/** What the booking form sends (POST /api/priest-bookings). */
export type PriestBookingBody = Schema<'PriestBookingCreate'>

/** The spec's list size: 10 at first, 10 more per Load More. */
export const PAGE_SIZE = 10
/** The category that means "no filter" (the server lists it first, with the full count). */
export const ALL = 'All'
export const BOOKINGS_PATH = '/api/priest-bookings'
export const OUTBOX_KIND = 'priest-booking'

const SERVICES = '/api/puja-services'
const CATEGORIES = '/api/puja-services/categories'
type ServiceFilter = { search: string; category: string; offset: number }
const serviceQuery = (filter: ServiceFilter) => ({ search: filter.search.trim() || undefined, category: filter.category === ALL ? undefined : filter.category, offset: filter.offset, limit: PAGE_SIZE })

export function listServices(filter: ServiceFilter, signal?: AbortSignal): Promise<PujaServicePage> {
  return api.get<PujaServicePage>(SERVICES, { query: serviceQuery(filter), signal })
}

export function listCategories(signal?: AbortSignal): Promise<CategoryCount[]> {
  return api.get<CategoryCount[]>(CATEGORIES, { signal })
}

/** The first pujas (all categories, no search) and the category chips, asked for while the
 * booking screen's code loads. */
export function warmPujas(): void {
  getEarly(SERVICES, serviceQuery({ search: '', category: ALL, offset: 0 }))
  getEarly(CATEGORIES)
}

export function getService(id: string, signal?: AbortSignal): Promise<PujaService> {
  return api.get<PujaService>(`${SERVICES}/${encodeURIComponent(id)}`, { signal })
}

/** A priest as the booking form shows them (in the devotee's language). */
export type PriestCard = Schema<'PriestCard'>
export type FreePriests = Schema<'FreePriests'>
export type PriestLanguage = Schema<'PriestLanguage'>

/** The booking being made, as far as who may come to it depends on it. */
export interface Seeking extends SlotPlace {
  date: string
  time: string
}

/** The priests free for the booking being made, best first. */
export function listFreePriests(seeking: Seeking, signal?: AbortSignal): Promise<FreePriests> {
  return api.get<FreePriests>('/api/priests/free', { query: { selectedDate: seeking.date, selectedTime: seeking.time, ...placeQuery(seeking) }, signal })
}
