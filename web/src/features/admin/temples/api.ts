/** Typed calls of the Temple Management screen (api/admin/temples): stats, temples, services, admins. */
import { api } from '../../../lib/api'

export interface Coordinates {
  latitude: number
  longitude: number
}

export interface Temple {
  id: string
  name: string
  address: string
  coordinates: Coordinates
  description: string
  photos: string[]
  isActive: boolean
  createdAt: string
  updatedAt: string
}

/** A row of the list; the counts label the Services (n) and Admins (n) tabs. */
export interface TempleListItem extends Temple {
  serviceCount: number
  activeServiceCount: number
  adminCount: number
  activeAdminCount: number
}

export interface TempleService {
  id: string
  templeId: string
  name: string
  description: string
  price: number
  duration: string
  timeSlots: string[]
  /** Bookings one time slot of one date takes; null: no limit. */
  slotCapacity: number | null
  isActive: boolean
  createdAt: string
  updatedAt: string
}

export interface Permissions {
  manageServices: boolean
  manageBookings: boolean
  viewReports: boolean
  manageTimings: boolean
}

export interface TempleAdmin {
  id: string
  templeId: string | null
  adminId: string
  adminName: string
  adminEmail: string
  adminPhone: string
  username: string
  permissions: Permissions
  isActive: boolean
  createdAt: string
  updatedAt: string
}

/** One temple with every service (inactive ones flagged) and its admins (null for a temple admin). */
export interface TempleDetail extends Temple {
  services: TempleService[]
  admins: TempleAdmin[] | null
}

export interface TempleSummary {
  totalTemples: number
  totalServices: number
  totalBookings: number
  totalRevenue: number
  templeAdmins: number
}

export interface Listing<T> {
  items: T[]
  total: number
}

export interface TempleInput {
  name: string
  address: string
  description: string
  latitude: number
  longitude: number
  photos: string[]
}

export interface ServiceInput {
  name: string
  description: string
  price: number
  duration: string
  timeSlots: string[]
  /** null (sent when the field is empty) takes the limit away. */
  slotCapacity: number | null
  isActive: boolean
}

export interface AdminInput {
  adminName: string
  adminEmail: string
  adminPhone: string
  username: string
  /** On edit an empty password keeps the stored one. */
  password: string
  permissions: Permissions
  isActive: boolean
}

// The server's page limit; the list shows every active temple in one scrolling box.
const LIST_LIMIT = 500
const id = encodeURIComponent

export const templesApi = {
  summary: (signal?: AbortSignal) => api.get<TempleSummary>('/api/admin/temples/summary', { signal }),
  list: (q: string, signal?: AbortSignal) => api.get<Listing<TempleListItem>>('/api/admin/temples', { query: { q: q.trim(), limit: LIST_LIMIT }, signal }),
  detail: (templeId: string, signal?: AbortSignal) => api.get<TempleDetail>(`/api/admin/temples/${id(templeId)}`, { signal }),
  createTemple: (body: TempleInput) => api.post<Temple>('/api/admin/temples', body),
  updateTemple: (templeId: string, body: TempleInput) => api.patch<Temple>(`/api/admin/temples/${id(templeId)}`, body),
  deleteTemple: (templeId: string) => api.delete<void>(`/api/admin/temples/${id(templeId)}`),
  createService: (templeId: string, body: ServiceInput) => api.post<TempleService>(`/api/admin/temples/${id(templeId)}/services`, body),
  updateService: (serviceId: string, body: ServiceInput) => api.patch<TempleService>(`/api/admin/temple-services/${id(serviceId)}`, body),
  deleteService: (serviceId: string) => api.delete<void>(`/api/admin/temple-services/${id(serviceId)}`),
  createAdmin: (templeId: string, body: AdminInput) => api.post<TempleAdmin>(`/api/admin/temples/${id(templeId)}/admins`, body),
  updateAdmin: (adminId: string, body: AdminInput) => api.patch<TempleAdmin>(`/api/admin/temple-admins/${id(adminId)}`, body),
  deleteAdmin: (adminId: string) => api.delete<void>(`/api/admin/temple-admins/${id(adminId)}`),
}
