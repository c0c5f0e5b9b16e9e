/** Typed calls for the temple list, a temple's detail, and the booking body the outbox sends. */
import { api } from '../../lib/api'
import type { Schema } from '../../lib/wire'

export type Coordinates = Schema<'Coordinates'>
export type Temple = Schema<'TempleRead'>
export type TempleService = Schema<'TempleServiceRead'>
export type TempleDetail = Schema<'TempleDetail'>
export type TemplePage = Schema<'TemplePage'>

/** A point and a radius: the server then lists temples within it, nearest first. */
export interface Near {
  latitude: number
  longitude: number
  radiusKm: number
}

export interface TempleQuery {
  search: string
  near?: Near
  page: number
}

export type TempleBookingBody = Schema<'TempleBookingCreate'>
/** A slot of one date as the server sees it: `available` when it may be booked; `full` when it
 * has not begun but the temple's places in it are taken. */
export type TempleTimeSlot = Schema<'TempleTimeSlot'>

export const BOOKING_KIND = 'temple-booking'
export const BOOKINGS_PATH = '/api/temple-bookings'

export function listTemples({ search, near, page }: TempleQuery, signal?: AbortSignal): Promise<TemplePage> {
  return api.get<TemplePage>('/api/temples', {
    signal,
    query: {
      search: search.trim() || undefined,
      lat: near?.latitude,
      lon: near?.longitude,
      radiusKm: near?.radiusKm,
      page,
    },
  })
}

export function getTemple(id: string, signal?: AbortSignal): Promise<TempleDetail> {
  return api.get<TempleDetail>(`/api/temples/${encodeURIComponent(id)}`, { signal })
}

export function listTimeSlots(templeId: string, serviceId: string, date: string, signal?: AbortSignal): Promise<TempleTimeSlot[]> {
  return api.get<TempleTimeSlot[]>('/api/temple-bookings/time-slots', { query: { templeId, serviceId, date }, signal })
}

/** Google Maps at the temple's coordinates (the spec's map link). */
export function mapLink({ latitude, longitude }: Coordinates): string {
  return `https://www.google.com/maps?q=${latitude},${longitude}`
}
