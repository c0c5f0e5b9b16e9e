/** Test fixtures of the pooja services screen: sample services and a fake API that records its calls. */
import type { PujaCatalogue, PujaService } from './api'

export const CATEGORIES = ['Ganesha', 'Satyanarayana', 'Lakshmi', 'Vastu']

export function service(n: number, patch: Partial<PujaService> = {}): PujaService {
  return {
    id: `service-${n}`,
    name: `Puja ${n}`,
    category: 'Ganesha',
    description: `Description of puja ${n}`,
    price: 2000 + n * 100,
    duration: '2-3 hours',
    includes: ['Pandit'],
    requirements: ['Flowers'],
    samagriFamily: [],
    samagriPriest: [],
    nameHi: null,
    durationHi: null,
    descriptionHi: null,
    includesHi: null,
    requirementsHi: null,
    samagriFamilyHi: null,
    samagriPriestHi: null,
    image: null,
    isActive: true,
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    ...patch,
  }
}

export function catalogue(items: PujaService[], overall = items.length): PujaCatalogue {
  return { items, total: items.length, totalExact: true, nextCursor: null, overall, stats: { totalServices: overall, categories: 4, startingPrice: 2299, highestPrice: 24799 } }
}

export { fakeApi, refusal, type Call } from '../shell/testing'
