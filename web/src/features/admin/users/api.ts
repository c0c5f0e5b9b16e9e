/** Typed calls of the admin Users page: users derived from bookings and orders, and one user's records. */
import { api } from '../../../lib/api'

export interface AdminUserRow {
  id: string
  name: string
  email: string
  phone: string
  joinDate: string
  totalBookings: number
  totalSpent: number
  isActive: boolean
  lastActivity: string | null
}

export interface UserStats {
  totalUsers: number
  activeUsers: number
  totalBookings: number
  totalRevenue: number
}

export interface UsersPageData {
  items: AdminUserRow[]
  total: number
  stats: UserStats
}

export interface PriestBookingRecord {
  id: string
  serviceName: string
  selectedDate: string
  selectedTime: string
  price: number
  status: string
  paymentStatus: string
  createdAt: string
}

export interface TempleBookingRecord {
  id: string
  serviceName: string
  selectedDate: string
  selectedTime: string
  totalAmount: number
  status: string
  paymentStatus: string
  createdAt: string
}

export interface StoreOrderRecord {
  id: string
  items: { productName: string; quantity: number }[]
  total: number
  orderStatus: string
  paymentStatus: string
  paymentMethod: string
  createdAt: string
}

export interface UserDetails {
  user: AdminUserRow
  counts: { priestBookings: number; templeBookings: number; storeOrders: number }
  priestBookings: PriestBookingRecord[]
  templeBookings: TempleBookingRecord[]
  storeOrders: StoreOrderRecord[]
}

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
