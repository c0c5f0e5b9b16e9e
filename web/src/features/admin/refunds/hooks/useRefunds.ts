/** The Refunds screen's data: the list for the chosen filter (keyset pages, Load More), the count of each state,
 * and a confirmed approve or decline; all reloaded live when a refund changes anywhere. */
import { useState } from 'react'
import { formatINR } from '../../../../lib/format'
import { useDebounced } from '../../../../lib/useDebounced'
import { useLiveReload } from '../../shell/live'
import { useAdminRequest } from '../../shell/useAdminRequest'
import { useRemoval } from '../../ui/hooks/useRemoval'
import { fill } from '../../ui/texts'
import { useKeysetList } from '../../ui/hooks/useKeysetList'
import { REFUND_STATES, refundsApi, type Decision, type Refund, type RefundListing, type RefundState } from '../api'
import { FILTER_STATES, recordLabel, type Filter } from '../refundText'
import { TEXT } from '../texts'

export const PAGE_SIZE = 25
export const REFUND_TABLES = ['refunds']

export function useRefunds(filter: Filter, recordId: string) {
  const record = useDebounced(recordId.trim(), 300)
  const list = useKeysetList<Refund, RefundListing>((page, signal) => refundsApi.list({ states: FILTER_STATES[filter], recordId: record, ...page }, signal), [filter, record], PAGE_SIZE)
  useLiveReload(REFUND_TABLES, list.reload)
  return { ...list, filtered: filter !== 'all' || record !== '' }
}

export type RefundCounts = Record<RefundState, number>

/** How many refunds are in each state (one count-only request per state). */
export function useRefundCounts() {
  const request = useAdminRequest(async (signal) => {
    const pages = await Promise.all(REFUND_STATES.map((state) => refundsApi.list({ states: [state], recordId: '', limit: 1 }, signal)))
    return Object.fromEntries(REFUND_STATES.map((state, index) => [state, pages[index].total])) as RefundCounts
  }, [])
  useLiveReload(REFUND_TABLES, request.reload)
  return request
}

export interface PendingDecision {
  refund: Refund
  decision: Decision
}

/** Approve or decline a store return after the admin confirms (ui's confirm-then-act flow), with
 * a line saying what happened. A refusal (409: decided elsewhere meanwhile) reloads the list too. */
export function useDecision(onDecided: () => void) {
  const [done, setDone] = useState<string>()
  const flow = useRemoval(async ({ refund, decision }: PendingDecision) => {
    setDone(undefined)
    try {
      await refundsApi.decide(refund.id, decision)
    } catch (error) {
      onDecided()
      throw error
    }
    const words = { amount: formatINR(refund.amount), record: recordLabel(refund) }
    setDone(fill(decision === 'approve' ? TEXT.approved : TEXT.declined, words))
  }, onDecided)
  return { ...flow, done }
}
