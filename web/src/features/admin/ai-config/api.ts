/** Typed calls of the admin AI Services screen (api/admin/ai-services, super admins only). */
import { api } from '../../../lib/api'
import type { Schema } from '../../../lib/wire'

export const AI_CATEGORIES = ['general', 'astrology', 'numerology', 'palmistry'] as const
export type AiCategory = (typeof AI_CATEGORIES)[number]

export type AiService = Schema<'AIServiceRead'>
export type AiServiceStats = Schema<'AIServiceStats'>
export type AiServiceList = Schema<'AIServiceList'>
export type AiServiceBody = Schema<'AIServiceCreate'>

const PAGE = 500

export const aiServicesApi = {
  list: (search: string, signal: AbortSignal) =>
    api.get<AiServiceList>('/api/admin/ai-services', { query: { q: search.trim(), limit: PAGE }, signal }),
  create: (body: AiServiceBody) => api.post<AiService>('/api/admin/ai-services', body),
  update: (id: string, body: AiServiceBody) =>
    api.patch<AiService>(`/api/admin/ai-services/${encodeURIComponent(id)}`, body),
  /** Active becomes inactive and back, saved at once. */
  toggle: (id: string) => api.post<AiService>(`/api/admin/ai-services/${encodeURIComponent(id)}/toggle`),
  remove: (id: string) => api.delete<void>(`/api/admin/ai-services/${encodeURIComponent(id)}`),
}
