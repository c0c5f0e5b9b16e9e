/** Typed calls of the admin Refunds screen: list refunds, approve or decline a store return. */
import { api } from '../../../lib/api'
import type { Schema } from '../../../lib/wire'

/** A refund as the server sends it (RefundRead): money in rupees, times in ISO 8601; `reason` is
 * 'cancelled' | 'cancelled_by_admin' | 'duplicate_payment' | 'paid_after_cancel' | 'return'. */
export type Refund = Schema<'RefundRead'>
export type RefundListing = Schema<'Listing_RefundRead_'>
export type RefundState = Refund['state']

/** Every state, in the order a refund moves through them. */
export const REFUND_STATES = ['AWAITING_APPROVAL', 'QUEUED', 'PENDING', 'COMPLETED', 'FAILED', 'REJECTED'] as const satisfies readonly RefundState[]

export interface RefundQuery {
  /** Only refunds in one of these states; every state when empty. */
  states: readonly RefundState[]
  recordId: string
  limit: number
  cursor?: string
}

export type Decision = 'approve' | 'decline'

const BASE = '/api/admin/refunds'

/** The list's address, built here: the states go as repeated `state=`, and the API client's query
 * holds one value per name. */
function listPath({ states, recordId, limit, cursor }: RefundQuery): string {
  const params = new URLSearchParams()
  for (const state of states) params.append('state', state)
  if (recordId.trim()) params.set('recordId', recordId.trim())
  params.set('limit', String(limit))
  if (cursor) params.set('cursor', cursor)
  return `${BASE}?${params.toString()}`
}

export const refundsApi = {
  /** A keyset page of refunds, newest first; `nextCursor` asks for the next one. */
  list: (query: RefundQuery, signal?: AbortSignal) => api.get<RefundListing>(listPath(query), { signal }),
  decide: (id: string, decision: Decision) => api.post<Refund>(`${BASE}/${encodeURIComponent(id)}/${decision}`),
}
