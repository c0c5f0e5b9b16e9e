/** The astrology screen's calls: Kundli, Kundli Milan, its PDF, the Panchang and place suggestions. */
import { api } from '../../lib/api'
import type { Schema } from '../../lib/wire'
import type { Language } from '../../i18n/context'
import type { Birth } from './birth'

export type KundliReport = Schema<'KundliReport'>
export type KundliMatch = Schema<'KundliMatch'>
export type Panchang = Schema<'Panchang'>
export type PlaceSuggestion = Schema<'PlaceSuggestion'>
export type ChartNames = Schema<'ChartNames'>

/** The request body the Kundli service takes, in the screen's language. */
function body(birth: Birth, language: Language) {
  return {
    name: birth.name.trim(),
    date_of_birth: birth.date,
    time_of_birth: birth.time.trim(),
    place_of_birth: birth.place.trim(),
    language: language === 'hi' ? 'hindi' : 'english',
  }
}

export function makeKundli(birth: Birth, language: Language, signal?: AbortSignal): Promise<KundliReport> {
  return api.post<KundliReport>('/api/kundli', body(birth, language), { signal })
}

export function kundliPdf(birth: Birth, language: Language): Promise<Blob> {
  return api.file('/api/kundli/report.pdf', body(birth, language))
}

export function matchKundlis(boy: Birth, girl: Birth, language: Language, signal?: AbortSignal): Promise<KundliMatch> {
  return api.post<KundliMatch>('/api/kundli/match', { groom: body(boy, language), bride: body(girl, language) }, { signal })
}

export type PanchangAt = { place: string } | { latitude: number; longitude: number; zone: string }

export function panchang(date: string, at: PanchangAt, signal?: AbortSignal): Promise<Panchang> {
  return api.get<Panchang>('/api/panchang', { query: { date, ...at }, signal })
}

export async function suggestPlaces(text: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  const found = await api.get<Schema<'PlaceSuggestions'>>('/api/places', { query: { q: text }, signal })
  return found.places
}
