/** Typed calls of the priests' app (/api/priest): sign-in by one-time code, the priest's own
 * bookings and what they do with one, and their hours and days off. */
import { api } from '../../lib/api'
import type { Schema } from '../../lib/wire'

export type PriestMe = Schema<'PriestMe'>
export type CodeSent = Schema<'CodeSent'>
/** One booking the priest holds; `moves` are what the server's visit table allows now. */
export type Visit = Schema<'VisitRead'>
export type VisitList = Schema<'VisitList'>
export type VisitStatus = Schema<'VisitStatus'>
export type Declined = Schema<'Declined'>
export type Schedule = Schema<'ScheduleRead'>
export type SlotSpan = Schema<'SlotSpan'>
export type Week = Record<string, string[]>

const BASE = '/api/priest'

export const sendSignInCode = (phone: string) => api.post<CodeSent>(`${BASE}/sign-in/code`, { phone })
export const signIn = (phone: string, code: string) => api.post<PriestMe>(`${BASE}/sign-in`, { phone, code })
export const signOut = () => api.post<void>(`${BASE}/sign-out`)
export const fetchMe = (signal?: AbortSignal) => api.get<PriestMe>(`${BASE}/me`, { signal })

export const fetchVisits = (signal?: AbortSignal) => api.get<VisitList>(`${BASE}/bookings`, { signal })

/** The steps a priest takes on a booking, by the visit status each leads to. */
export type Step = 'accept' | 'start' | 'complete'
export const STEP_OF: Partial<Record<VisitStatus, Step>> = { accepted: 'accept', started: 'start', completed: 'complete' }

export const takeStep = (bookingId: string, step: Step) => api.post<Visit>(`${BASE}/bookings/${encodeURIComponent(bookingId)}/${step}`)
export const decline = (bookingId: string) => api.post<Declined>(`${BASE}/bookings/${encodeURIComponent(bookingId)}/decline`)
export const addPhoto = (bookingId: string, file: Blob) => api.upload<Visit>(`${BASE}/bookings/${encodeURIComponent(bookingId)}/photos`, file)
export const removePhoto = (bookingId: string, url: string) =>
  api.delete<Visit>(`${BASE}/bookings/${encodeURIComponent(bookingId)}/photos/${encodeURIComponent(url.split('/').pop() ?? '')}`)

export const fetchSchedule = (signal?: AbortSignal) => api.get<Schedule>(`${BASE}/schedule`, { signal })
export const saveSchedule = (ownHours: Week | null, daysOff: string[]) => api.put<Schedule>(`${BASE}/schedule`, { ownHours, daysOff })
