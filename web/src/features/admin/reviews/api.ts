/** Typed calls of the admin Reviews screen: list reviews, hide one from the averages or show it again. */
import { api } from '../../../lib/api'
import type { Schema } from '../../../lib/wire'

/** A devotee's review as the server sends it (ReviewRead); `subjectName` is the puja or temple
 * service booked, or the products ordered. */
export type Review = Schema<'ReviewRead'>
export type ReviewListing = Schema<'Listing_ReviewRead_'>
export type ReviewKind = Review['recordKind']

export const REVIEW_KINDS = ['priest', 'temple', 'store'] as const satisfies readonly ReviewKind[]

export interface ReviewQuery {
  /** Only reviews of one kind of record; every kind when undefined. */
  kind?: ReviewKind
  /** Only hidden (true) or shown (false) reviews; both when undefined. */
  hidden?: boolean
  limit: number
  cursor?: string
}

const BASE = '/api/admin/reviews'

function listPath({ kind, hidden, limit, cursor }: ReviewQuery): string {
  const params = new URLSearchParams()
  if (kind) params.set('kind', kind)
  if (hidden !== undefined) params.set('hidden', String(hidden))
  params.set('limit', String(limit))
  if (cursor) params.set('cursor', cursor)
  return `${BASE}?${params.toString()}`
}

export const reviewsApi = {
  /** A keyset page of reviews, newest first (a temple admin's: its temple's bookings only). */
  list: (query: ReviewQuery, signal?: AbortSignal) => api.get<ReviewListing>(listPath(query), { signal }),
  setHidden: (id: string, hidden: boolean) => api.post<Review>(`${BASE}/${encodeURIComponent(id)}/${hidden ? 'hide' : 'unhide'}`),
}
