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
    ratingAverage: 4.5,
    ratingCount: 2,
    totalBookings: n,
    isActive: true,
    address: `${n} Temple Road, Pune`,
    certifications: [],
    availability: { Monday: ['06:00-12:00'], Tuesday: [], Wednesday: [], Thursday: [], Friday: [], Saturday: [], Sunday: [] },
    ownHours: null,
    pricePerHour: 500,
    bio: 'Performs Vedic rites.',
    nameHi: null,
    bioHi: null,
    city: 'Pune, Maharashtra',
    cityHi: null,
    photo: null,
    latitude: 18.52,
    longitude: 73.86,
    travelRadiusKm: 25,
    pujas: ['ganesh-puja'],
    online: false,
    verifiedAt: null,
    verified: false,
    daysOff: [],
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    ...patch,
  }
}

export function roster(items: Priest[], overall = items.length): PriestRoster {
  return { items, total: items.length, totalExact: true, nextCursor: null, overall, stats: { total: overall, active: overall, averageRating: 4.7, ratingCount: 9, totalBookings: 12 } }
}

/** What the priest form reads besides the priest: the languages and radius limits (site info) and
 * the pujas to tick. */
export const FORM_ROUTES = {
  'GET /api/site': { priestLanguages: ['Hindi', 'Sanskrit', 'Marathi', 'Tamil'], priestRadiusKm: { min: 1, max: 500 } },
  'GET /api/admin/puja-services': {
    items: [
      { id: 'ganesh-puja', name: 'Ganesh Puja', category: 'Ganesha' },
      { id: 'rudrabhishek', name: 'Rudrabhishek', category: 'Shiva' },
    ],
    total: 2,
  },
}

export { fakeApi, refusal, type Call } from '../shell/testing'
