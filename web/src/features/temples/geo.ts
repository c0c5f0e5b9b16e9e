/** Distances (the spec's earth radius of 6371 km) and time-slot checks for the temple screens. */
import type { Point } from '../../lib/geolocation'

export const EARTH_RADIUS_KM = 6371
export const RADIUS_OPTIONS_KM = [5, 10, 25, 50]
export const DEFAULT_RADIUS_KM = 10

export type { Point } from '../../lib/geolocation'

/** Great-circle distance by the haversine formula, in km. */
export function distanceKm(a: Point, b: Point): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = rad(b.latitude - a.latitude)
  const dLon = rad(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** "3.4": kilometres with one decimal, in the reader's digits. */
export function formatKm(km: number, locale = 'en-IN'): string {
  return km.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
}

/** Minutes after midnight of a slot label such as "9:00 AM"; null when it is not a clock time. */
export function slotMinutes(label: string): number | null {
  const match = /^(\d{1,2}):(\d{2})\s*([AP]M)$/i.exec(label.trim())
  if (!match) return null
  const hour = Number(match[1]) % 12 + (match[3].toUpperCase() === 'PM' ? 12 : 0)
  return hour * 60 + Number(match[2])
}

/** A slot today that has already begun cannot be booked (the server refuses it too). */
export function slotStarted(label: string, date: string, today: string, now: Date = new Date()): boolean {
  if (date !== today) return false
  const minutes = slotMinutes(label)
  return minutes !== null && minutes <= now.getHours() * 60 + now.getMinutes()
}
