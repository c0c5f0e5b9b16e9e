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
  state?: RefundState
  recordId: string
  limit: number
}

export type Decision = 'approve' | 'decline'

const BASE = '/api/admin/refunds'

export const refundsApi = {
  list: ({ state, recordId, limit }: RefundQuery, signal?: AbortSignal) =>
    api.get<RefundListing>(BASE, { query: { state, recordId: recordId.trim(), limit }, signal }),
  decide: (id: string, decision: Decision) => api.post<Refund>(`${BASE}/${encodeURIComponent(id)}/${decision}`),
}
