/** Typed calls of the admin Priest Management screen (api/admin/priests, super admins only). */
import { api } from '../../../lib/api'

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]
/** Per weekday, its time ranges such as "06:00-12:00". */
export type Availability = Record<string, string[]>

export interface Priest {
  id: string
  name: string
  email: string
  phone: string
  experience: number
  specializations: string[]
  languages: string[]
  rating: number
  totalBookings: number
  isActive: boolean
  address: string
  certifications: string[]
  availability: Availability
  pricePerHour: number
  bio: string
  createdAt: string
  updatedAt: string
}

export interface PriestStats {
  total: number
  active: number
  averageRating: number
  totalBookings: number
}

/** `total` priests match the search, of `overall` in all. */
export interface PriestRoster {
  items: Priest[]
  total: number
  overall: number
  stats: PriestStats
}

/** What the priest form sends; rating and total bookings are kept by the server. */
export interface PriestBody {
  name: string
  email: string
  phone: string
  experience: number
  address: string
  bio: string
  pricePerHour: number
  specializations: string[]
  languages: string[]
  certifications: string[]
  availability: Availability
  isActive: boolean
}

// The roster is a few hundred priests at most: one page holds them all.
const PAGE = 500

export const priestsApi = {
  list: (search: string, signal: AbortSignal) =>
    api.get<PriestRoster>('/api/admin/priests', { query: { q: search.trim(), limit: PAGE }, signal }),
  create: (body: PriestBody) => api.post<Priest>('/api/admin/priests', body),
  update: (id: string, body: PriestBody) => api.patch<Priest>(`/api/admin/priests/${encodeURIComponent(id)}`, body),
  remove: (id: string) => api.delete<void>(`/api/admin/priests/${encodeURIComponent(id)}`),
}
