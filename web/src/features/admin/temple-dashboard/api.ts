/** Typed calls of the Temple Admin Dashboard: the temple, its stats, services and recent bookings. */
import { api } from '../../../lib/api'
import type { Schema } from '../../../lib/wire'

export type DashboardTemple = Schema<'DashboardTemple'>
export type TempleStats = Schema<'TempleStats'>
export type DashboardService = Schema<'DashboardService'>
export type RecentBooking = TempleDashboard['recentBookings'][number]
export type TempleDashboard = Schema<'TempleDashboard'>

export type TempleChoice = Pick<Schema<'TempleListItem'>, 'id' | 'name' | 'isActive'>

export const dashboardApi = {
  /** A temple admin gets its own temple; a super admin names one with templeId. */
  dashboard: (templeId: string | undefined, signal?: AbortSignal) => api.get<TempleDashboard>('/api/admin/temple-dashboard', { query: { templeId }, signal }),
  /** For a super admin's temple picker. */
  temples: (signal?: AbortSignal) => api.get<{ items: TempleChoice[] }>('/api/admin/temples', { query: { limit: 500 }, signal }).then((page) => page.items),
}
