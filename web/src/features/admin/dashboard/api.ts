/** Typed call of the super admin's dashboard (GET /api/admin/dashboard). */
import { api } from '../../../lib/api'
import type { Schema } from '../../../lib/wire'

export type DashboardStats = Schema<'DashboardStats'>
export type RecentBooking = Schema<'RecentBooking'>
export type RecentOrder = Schema<'RecentOrder'>
export type Dashboard = Schema<'Dashboard'>

export const fetchDashboard = (signal: AbortSignal) => api.get<Dashboard>('/api/admin/dashboard', { signal })

/** The tables whose changes move the dashboard's numbers and lists. */
export const DASHBOARD_TABLES = ['priest_bookings', 'temple_bookings', 'store_orders', 'temples', 'store_products']
