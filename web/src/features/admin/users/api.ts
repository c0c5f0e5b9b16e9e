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
  cursor?: string
}

export const usersApi = {
  /** A keyset page of users; `nextCursor` asks for the next one. */
  list: ({ q, since, limit, cursor }: UsersQuery, signal?: AbortSignal) =>
    api.get<UsersPageData>('/api/admin/users', { query: { q: q.trim(), since, limit, cursor }, signal }),
  details: (phone: string, signal?: AbortSignal) => api.get<UserDetails>(`/api/admin/users/${encodeURIComponent(phone)}`, { signal }),
}
