/** Times as the Panchang gives them (ISO 8601 on the place's own clock) read as people say them:
 * "6:33 AM" in English, "सुबह 6:33" in Hindi, with the day when it is not the Panchang's own. */
import type { Panchang } from './api'

/** The wall-clock time of an ISO string, as written there (never the viewer's zone), named by
 * the answer's parts of the day when its language has them (Hindi), else with AM or PM. */
export function clockOf(iso: string, dayParts: Panchang['day_parts']): string {
  const hour = Number(iso.slice(11, 13))
  const minute = iso.slice(14, 16)
  const part = dayParts.find(({ until }) => hour < until)
  if (part) return `${part.name} ${hour % 12 || 12}:${minute}`
  return `${hour % 12 || 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`
}

/** The day of an ISO time relative to `day` (YYYY-MM-DD): 0 the same day, 1 the next... */
export function daysAfter(iso: string, day: string): number {
  return Math.round((Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000)
}
