/** Test data for the bookings screens and the temple dashboard: bookings and pages shaped as the API sends them. */
import type { BookingsPage, BookingStats, PriestBooking, TempleBooking } from './api'

export function priestBooking(overrides: Partial<PriestBooking> = {}): PriestBooking {
  return {
    id: 'PB1001',
    shortId: 'PB1001',
    serviceId: 'ganesh-puja',
    serviceName: 'Ganesh Puja',
    customerName: 'Asha Verma',
    customerPhone: '9876543210',
    customerEmail: 'asha@example.com',
    customerAddress: '12 MG Road, Pune',
    isOnline: false,
    selectedDate: '2030-01-15',
    selectedTime: '8-10 AM',
    specialRequests: 'Please bring marigolds',
    sankalp: null,
    price: 2299,
    status: 'pending',
    priestAssigned: null,
    priestId: null,
    language: null,
    paymentStatus: 'pending',
    statusHistory: [{ status: 'pending', at: '2029-12-01T10:00:00Z' }],
    photos: [],
    nextStatuses: ['pending', 'confirmed', 'completed', 'cancelled'],
    createdAt: '2029-12-01T10:00:00Z',
    updatedAt: '2029-12-01T10:00:00Z',
    ...overrides,
  }
}

export function templeBooking(overrides: Partial<TempleBooking> = {}): TempleBooking {
  return {
    id: 'TB2001',
    shortId: 'TB2001',
    templeId: 'tmp-1',
    templeName: 'Kashi Vishwanath',
    serviceId: 'svc-aarti',
    serviceName: 'Ganga Aarti',
    customerName: 'Ravi Kumar',
    customerPhone: '9123456780',
    customerEmail: null,
    selectedDate: '2030-02-01',
    selectedTime: '9:00 AM',
    specialRequests: '',
    sankalp: null,
    status: 'pending',
    paymentStatus: 'pending',
    totalAmount: 501,
    statusHistory: [],
    nextStatuses: ['pending', 'confirmed', 'completed', 'cancelled'],
    prasadStatus: null,
    deliveryAddress: null,
    prasadAddress: null,
    prasadCourier: null,
    prasadTrackingNumber: null,
    nextPrasadStatuses: [],
    createdAt: '2029-12-02T10:00:00Z',
    updatedAt: '2029-12-02T10:00:00Z',
    ...overrides,
  }
}

export const stats = (overrides: Partial<BookingStats> = {}): BookingStats => ({ total: 1, pending: 1, confirmed: 0, revenue: 0, ...overrides })

export function page<T>(items: T[], overrides: Partial<BookingsPage<T>> = {}): BookingsPage<T> {
  return { items, total: items.length, stats: stats({ total: items.length }), ...overrides }
}

/** The query of the fetch calls to `path`, in order (e.g. to assert q=, status=, offset=). */
export function queriesOf(fetch: { mock: { calls: unknown[][] } }, path: string): URLSearchParams[] {
  return fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams)
}

/** The JSON bodies sent to `METHOD path`. */
export function bodiesOf(fetch: { mock: { calls: unknown[][] } }, method: string, path: string): unknown[] {
  return fetch.mock.calls
    .filter(([input, init]) => new URL(String(input), 'http://localhost').pathname === path && ((init as RequestInit | undefined)?.method ?? 'GET') === method)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body ?? 'null')))
}
