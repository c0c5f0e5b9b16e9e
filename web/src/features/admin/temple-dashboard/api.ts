/** Typed calls of the Temple Admin Dashboard: the temple, its stats, services and recent bookings. */
import { api } from '../../../lib/api'

export interface DashboardTemple {
  id: string
  name: string
  address: string
  description: string
  photos: string[]
}

export interface TempleStats {
  totalBookings: number
  pending: number
  confirmed: number
  todaysBookings: number
  /** Completed bookings only (the server computes it). */
  totalRevenue: number
}

export interface DashboardService {
  id: string
  name: string
  description: string
  price: number
  duration: string
  timeSlots: string[]
  isActive: boolean
}

export interface RecentBooking {
  id: string
  serviceName: string
  customerName: string
  selectedDate: string
  selectedTime: string
  status: string
  paymentStatus: string
  totalAmount: number
}

export interface TempleDashboard {
  temple: DashboardTemple
  stats: TempleStats
  services: DashboardService[]
  recentBookings: RecentBooking[]
}

export interface TempleChoice {
  id: string
  name: string
  isActive: boolean
}

export const dashboardApi = {
  /** A temple admin gets its own temple; a super admin names one with templeId. */
  dashboard: (templeId: string | undefined, signal?: AbortSignal) => api.get<TempleDashboard>('/api/admin/temple-dashboard', { query: { templeId }, signal }),
  /** For a super admin's temple picker. */
  temples: (signal?: AbortSignal) => api.get<{ items: TempleChoice[] }>('/api/admin/temples', { query: { limit: 500 }, signal }).then((page) => page.items),
}
