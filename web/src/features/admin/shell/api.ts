/** Typed calls of admin sign-in: who am I, log in, log out. */
import { api } from '../../../lib/api'
import type { Schema } from '../../../lib/wire'

/** The signed-in admin as GET /api/auth/me returns it. */
export type AdminUser = Schema<'AdminUserRead'>
export type AdminRole = AdminUser['role']

export interface AdminPermissions {
  manageServices: boolean
  manageBookings: boolean
  viewReports: boolean
  manageTimings: boolean
}

export const fetchMe = (signal?: AbortSignal) => api.get<{ user: AdminUser }>('/api/auth/me', { signal }).then((answer) => answer.user)

export const logIn = (username: string, password: string) =>
  api.post<{ success: boolean; user: AdminUser }>('/api/auth/login', { username, password }).then((answer) => answer.user)

export const logOut = () => api.post<void>('/api/auth/logout')

/** What an admin must act on (a booking no priest is left for), newest first; new ones also come on the live feed. */
export type AdminNotice = Schema<'NoticeRead'>
export type OpenNotices = Schema<'OpenNotices'>

export const fetchNotices = (signal?: AbortSignal) => api.get<OpenNotices>('/api/admin/notices', { signal })
export const dismissNotice = (id: string) => api.post<AdminNotice>(`/api/admin/notices/${encodeURIComponent(id)}/dismiss`)
