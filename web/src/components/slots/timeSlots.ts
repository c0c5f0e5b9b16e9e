/** The two-hour slots of a date for a puja at a place, as the server offers them: the booking form
 * and My Orders' Change date ask the same question, so the two cannot drift apart. */
import { api } from '../../lib/api'
import type { Schema } from '../../lib/wire'

/** A slot of one date: `available` when it may be booked; `full` when it has not begun but
 * every priest is booked for it. */
export type TimeSlot = Schema<'TimeSlot'>

/** Which puja, and where: online, or at a home (its address); in a language when one is asked for. */
export interface SlotPlace {
  serviceId: string
  online: boolean
  address: string
  language: string
}

/** The query that says the puja and the place (the slots and the free priests are asked with it). */
export const placeQuery = (place: SlotPlace) => ({
  serviceId: place.serviceId,
  isOnline: place.online,
  customerAddress: place.online ? undefined : place.address.trim() || undefined,
  language: place.language || undefined,
})

/** The slots of `date`; one with no free priest for this puja and place is full. */
export function listTimeSlots(place: SlotPlace, date: string, signal?: AbortSignal): Promise<TimeSlot[]> {
  return api.get<TimeSlot[]>('/api/priest-bookings/time-slots', { query: { date, ...placeQuery(place) }, signal })
}
