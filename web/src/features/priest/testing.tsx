/** Test data of the priests' app: a visit as the API sends it, the signed-in priest, and a fake API. */
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { vi } from 'vitest'
import { I18nContext, translator, type Language } from '../../i18n/context'
import type { PriestMe, Visit } from './api'
import { PriestSessionProvider } from './session'

export const ME: PriestMe = { id: 'priest-ramesh-shastri', name: 'Pandit Ramesh Shastri', city: 'Pune, Maharashtra', photo: null, languages: ['Marathi', 'Hindi'] }

export function visit(patch: Partial<Visit> = {}): Visit {
  return {
    bookingId: 'PB1763775000123X7K2QM4PA9',
    shortId: 'PB-K2QM4PA9',
    pujaId: 'ganesh-puja',
    puja: 'Ganesh Puja',
    selectedDate: '2026-11-23',
    selectedTime: '8:00 AM - 10:00 AM',
    startsAt: '2026-11-23T02:30:00Z',
    isOnline: false,
    address: 'Flat 4, Shanti Kunj, Kothrud, Pune 411038',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Flat%204',
    meetingLink: null,
    customerName: 'Ravi Kulkarni',
    customerPhone: null,
    phoneFrom: '2026-11-23T01:30:00Z',
    language: 'Marathi',
    specialRequests: 'Gotra Kashyap',
    sankalp: null,
    samagriFamily: ['21 durva bundles', 'Modak or laddu for bhog'],
    samagriPriest: ['Roli and akshat', 'Camphor and dhoop'],
    price: 2299,
    bookingStatus: 'pending',
    paymentStatus: 'pending',
    visitStatus: 'offered',
    acceptBy: '2026-11-22T07:30:00Z',
    moves: ['accepted', 'declined'],
    photos: [],
    maxPhotos: 6,
    ...patch,
  }
}

/** `ui` inside the signed-in priest's session, in `language`. */
export function renderSignedIn(ui: ReactElement, language: Language = 'en', ended = vi.fn()) {
  return render(
    <I18nContext.Provider value={{ language, setLanguage: () => undefined, t: translator(language) }}>
      <MemoryRouter>
        <PriestSessionProvider session={{ me: ME, signOut: async () => undefined, ended }}>{ui}</PriestSessionProvider>
      </MemoryRouter>
    </I18nContext.Provider>,
  )
}

type Answer = { status?: number; body?: unknown }

/** fetch answered by `routes` ("POST /api/priest/bookings/X/accept"); every call is recorded. */
export function fakeApi(routes: Record<string, (init: RequestInit | undefined) => Answer>) {
  const calls: { method: string; path: string; body: unknown }[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const method = init?.method ?? 'GET'
    calls.push({ method, path: url.pathname, body: init?.body })
    const route = routes[`${method} ${url.pathname}`]
    const answer = route ? route(init) : { status: 404, body: { detail: 'Not found', code: 'not_found' } }
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body ?? {}), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } })
  })
  return calls
}
