/** Test fixtures of the AI services screen: sample services and a fake API that records its calls. */
import type { AiService, AiServiceList } from './api'

export function aiService(n: number, patch: Partial<AiService> = {}): AiService {
  return {
    id: `ai-${n}`,
    name: `Helper ${n}`,
    description: `Answers questions ${n}`,
    nameHi: null,
    descriptionHi: null,
    endpoint: `https://ai.example.in/${n}`,
    isActive: true,
    icon: '🔮',
    category: 'astrology',
    confidenceThreshold: 0.8,
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    ...patch,
  }
}

export function listing(items: AiService[], overall = items.length): AiServiceList {
  const active = items.filter((item) => item.isActive).length
  return { items, total: items.length, totalExact: true, nextCursor: null, overall, stats: { totalServices: overall, activeServices: active, categories: 2 } }
}

export { fakeApi, refusal, type Call } from '../shell/testing'
