/** Typed calls of the admin Pooja Services screen (api/admin/puja-services, super admins only). */
import { api } from '../../../lib/api'
import type { Schema } from '../../../lib/wire'

export type PujaService = Schema<'AdminPujaServiceRead'>
export type CatalogueStats = Schema<'CatalogueStats'>
/** `total` services match the search and chip, of `overall` in all. */
export type PujaCatalogue = Schema<'PujaCatalogue'>
export type PujaServiceBody = Schema<'PujaServiceCreate'>

/** The All chip: no category filter. */
export const ALL = 'All'
// The catalogue is about 50 services: one page holds it.
const PAGE = 500

export const servicesApi = {
  list: (search: string, category: string, signal: AbortSignal) =>
    api.get<PujaCatalogue>('/api/admin/puja-services', {
      query: { q: search.trim(), category: category === ALL ? undefined : category, limit: PAGE },
      signal,
    }),
  /** The categories a service can have, in catalogue order (All is not one). */
  categories: (signal: AbortSignal) => api.get<string[]>('/api/admin/puja-services/categories', { signal }),
  create: (body: PujaServiceBody) => api.post<PujaService>('/api/admin/puja-services', body),
  update: (id: string, body: PujaServiceBody) =>
    api.patch<PujaService>(`/api/admin/puja-services/${encodeURIComponent(id)}`, body),
  remove: (id: string) => api.delete<void>(`/api/admin/puja-services/${encodeURIComponent(id)}`),
}
