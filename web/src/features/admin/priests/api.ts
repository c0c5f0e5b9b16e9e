/** Typed calls of the admin Priest Management screen (api/admin/priests, super admins only). */
import { api } from '../../../lib/api'
import type { Schema } from '../../../lib/wire'

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]
/** Per weekday, its time ranges such as "06:00-12:00". */
export type Availability = Record<string, string[]>

export type Priest = Schema<'PriestRead'>
export type PriestStats = Schema<'PriestStats'>
/** `total` priests match the search, of `overall` in all. */
export type PriestRoster = Schema<'PriestRoster'>
/** What the priest form sends; rating and total bookings are kept by the server. */
export type PriestBody = Schema<'PriestCreate'>

// The roster is a few hundred priests at most: one page holds them all.
const PAGE = 500

export const priestsApi = {
  list: (search: string, signal: AbortSignal) =>
    api.get<PriestRoster>('/api/admin/priests', { query: { q: search.trim(), limit: PAGE }, signal }),
  create: (body: PriestBody) => api.post<Priest>('/api/admin/priests', body),
  update: (id: string, body: PriestBody) => api.patch<Priest>(`/api/admin/priests/${encodeURIComponent(id)}`, body),
  remove: (id: string) => api.delete<void>(`/api/admin/priests/${encodeURIComponent(id)}`),
}
