/** Typed calls of the admin Users page: users derived from bookings and orders, and one user's records. */
import { api } from '../../../lib/api'
import type { Schema } from '../../../lib/wire'

export type AdminUserRow = Schema<'UserRead'>
export type UserStats = Schema<'UserStats'>
export type UsersPageData = Schema<'UsersPage'>
export type UserDetails = Schema<'UserDetails'>
export type PriestBookingRecord = UserDetails['priestBookings'][number]
export type TempleBookingRecord = UserDetails['templeBookings'][number]
export type StoreOrderRecord = UserDetails['storeOrders'][number]

export interface UsersQuery {
  q: string
  since: string
  limit: number
}

export const usersApi = {
  list: ({ q, since, limit }: UsersQuery, signal?: AbortSignal) =>
    api.get<UsersPageData>('/api/admin/users', { query: { q: q.trim(), since, limit }, signal }),
  details: (phone: string, signal?: AbortSignal) => api.get<UserDetails>(`/api/admin/users/${encodeURIComponent(phone)}`, { signal }),
}
