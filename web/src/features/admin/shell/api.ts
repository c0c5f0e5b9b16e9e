/** Typed calls of admin sign-in: who am I, log in, log out. */
import { api } from '../../../lib/api'

export type AdminRole = 'superadmin' | 'temple-admin'

export interface AdminPermissions {
  manageServices: boolean
  manageBookings: boolean
  viewReports: boolean
  manageTimings: boolean
}

/** The signed-in admin as GET /api/auth/me returns it. */
export interface AdminUser {
  id: string
  username: string
  email: string
  role: AdminRole
  permissions: AdminPermissions
  templeId: string | null
  templeName: string | null
}

export const fetchMe = (signal?: AbortSignal) => api.get<{ user: AdminUser }>('/api/auth/me', { signal }).then((answer) => answer.user)

export const logIn = (username: string, password: string) =>
  api.post<{ success: boolean; user: AdminUser }>('/api/auth/login', { username, password }).then((answer) => answer.user)

export const logOut = () => api.post<void>('/api/auth/logout')
