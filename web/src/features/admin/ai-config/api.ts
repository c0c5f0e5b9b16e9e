/** Typed calls of the admin AI Services screen (api/admin/ai-services, super admins only). */
import { api } from '../../../lib/api'

export const AI_CATEGORIES = ['general', 'astrology', 'numerology', 'palmistry'] as const
export type AiCategory = (typeof AI_CATEGORIES)[number]

export interface AiService {
  id: string
  name: string
  description: string
  /** The Hindi interface shows these; null: the English. */
  nameHi: string | null
  descriptionHi: string | null
  endpoint: string
  isActive: boolean
  icon: string
  category: string
  confidenceThreshold: number
  createdAt: string
  updatedAt: string
}

export interface AiServiceStats {
  totalServices: number
  activeServices: number
  categories: number
}

export interface AiServiceList {
  items: AiService[]
  total: number
  overall: number
  stats: AiServiceStats
}

export interface AiServiceBody {
  name: string
  description: string
  nameHi: string | null
  descriptionHi: string | null
  endpoint: string
  category: string
  icon: string
  confidenceThreshold: number
}

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
