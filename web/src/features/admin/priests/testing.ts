/** Test fixtures of the priests screen: sample priests and a fake API that records its calls. */
import type { Priest, PriestRoster } from './api'

export function priest(n: number, patch: Partial<Priest> = {}): Priest {
  return {
    id: `priest-${n}`,
    name: `Pandit ${n}`,
    email: `pandit${n}@example.in`,
    phone: `98220${String(n).padStart(5, '0')}`,
    experience: 10 + n,
    specializations: ['Griha Pravesh'],
    languages: ['Hindi', 'Sanskrit'],
    rating: 4.5,
    totalBookings: n,
    isActive: true,
    address: `${n} Temple Road, Pune`,
    certifications: [],
    availability: { Monday: ['06:00-12:00'], Tuesday: [], Wednesday: [], Thursday: [], Friday: [], Saturday: [], Sunday: [] },
    pricePerHour: 500,
    bio: 'Performs Vedic rites.',
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    ...patch,
  }
}

export function roster(items: Priest[], overall = items.length): PriestRoster {
  return { items, total: items.length, totalExact: true, nextCursor: null, overall, stats: { total: overall, active: overall, averageRating: 4.65, totalBookings: 12 } }
}

export { fakeApi, refusal, type Call } from '../shell/testing'
