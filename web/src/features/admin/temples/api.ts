/** Typed calls of the Temple Management screen (api/admin/temples): stats, temples, timings, services, admins. */
import { api } from '../../../lib/api'
import type { Schema } from '../../../lib/wire'

export type Coordinates = Schema<'Coordinates'>
export type Temple = Schema<'AdminTempleRead'>
/** A row of the list; the counts label the Services (n) and Admins (n) tabs. */
export type TempleListItem = Schema<'TempleListItem'>
export type TempleService = Schema<'AdminTempleServiceRead'>
export type Permissions = Schema<'Permissions'>
export type TempleAdmin = Schema<'TempleAdminRead'>
/** One temple with every service (inactive ones flagged) and its admins (null for a temple admin). */
export type TempleDetail = Schema<'AdminTempleDetail'>
export type TempleSummary = Schema<'TempleSummary'>
export type Listing<T> = { items: T[]; total: number }
export type TempleInput = Schema<'TempleCreate'>
export type ServiceInput = Schema<'TempleServiceCreate'>
export type AdminInput = Schema<'TempleAdminCreate'>
/** A period of a temple's timings (with the Hindi of its name), and the whole timings as saved. */
export type Timing = Schema<'AdminTiming'>
export type TimingsInput = Schema<'TempleTimingsUpdate'>

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
  /** The super admin, or the temple's own admin with manageTimings. */
  updateTimings: (templeId: string, body: TimingsInput) => api.put<Temple>(`/api/admin/temples/${id(templeId)}/timings`, body),
  createService: (templeId: string, body: ServiceInput) => api.post<TempleService>(`/api/admin/temples/${id(templeId)}/services`, body),
  updateService: (serviceId: string, body: ServiceInput) => api.patch<TempleService>(`/api/admin/temple-services/${id(serviceId)}`, body),
  deleteService: (serviceId: string) => api.delete<void>(`/api/admin/temple-services/${id(serviceId)}`),
  createAdmin: (templeId: string, body: AdminInput) => api.post<TempleAdmin>(`/api/admin/temples/${id(templeId)}/admins`, body),
  updateAdmin: (adminId: string, body: AdminInput) => api.patch<TempleAdmin>(`/api/admin/temple-admins/${id(adminId)}`, body),
  deleteAdmin: (adminId: string) => api.delete<void>(`/api/admin/temple-admins/${id(adminId)}`),
}
