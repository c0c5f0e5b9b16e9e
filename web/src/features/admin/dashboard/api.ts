/** Typed call of the super admin's dashboard (GET /api/admin/dashboard). */
import { api } from '../../../lib/api'

export interface DashboardStats {
  totalBookings: number
  activeTemples: number
  storeProducts: number
  storeOrders: number
  totalRevenue: number
  bookingsRevenue: number
  storeRevenue: number
}

export interface RecentBooking {
  id: string
  serviceName: string
  customerName: string
  price: number
  status: string
}

export interface RecentOrder {
  id: string
  customerName: string
  total: number
  orderStatus: string
}

export interface Dashboard {
  stats: DashboardStats
  recentBookings: RecentBooking[]
  recentOrders: RecentOrder[]
  database: string
}

export const fetchDashboard = (signal: AbortSignal) => api.get<Dashboard>('/api/admin/dashboard', { signal })

/** The tables whose changes move the dashboard's numbers and lists. */
export const DASHBOARD_TABLES = ['priest_bookings', 'temple_bookings', 'store_orders', 'temples', 'store_products']
