/** Test helpers of the Refunds screen: sample refunds in every state and a fake API that filters
 * and pages them as the server does (states, recordId, limit, cursor) and records every call. */
import { fakeApi, type Call } from '../shell/testing'
import type { Refund } from './api'

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00Z`

function refund(id: string, fields: Partial<Refund>): Refund {
  return { id, paymentId: `TXN_${id}`, targetKind: 'store', targetId: 'SO1001', amount: 1299, state: 'QUEUED', reason: 'cancelled', createdAt: at(20), updatedAt: at(20), ...fields }
}

/** Newest first, as the server lists them. */
export const REFUNDS: Refund[] = [
  refund('RFD_RETURN', { targetId: 'SO2002', amount: 1349, state: 'AWAITING_APPROVAL', reason: 'return', createdAt: at(26), updatedAt: at(26) }),
  refund('RFD_TWICE', { targetKind: 'priest', targetId: 'PB3003', amount: 2299, state: 'PENDING', reason: 'duplicate_payment', createdAt: at(25), updatedAt: at(25) }),
  refund('RFD_LATE', { targetKind: 'temple', targetId: 'TB4004', amount: 101, state: 'COMPLETED', reason: 'paid_after_cancel', createdAt: at(24), updatedAt: at(25) }),
  refund('RFD_OURS', { targetId: 'SO5005', amount: 522, state: 'FAILED', reason: 'cancelled_by_admin', createdAt: at(23), updatedAt: at(23) }),
  refund('RFD_NO', { targetId: 'SO6006', amount: 450, state: 'REJECTED', reason: 'return', createdAt: at(22), updatedAt: at(23) }),
  refund('RFD_SOON', { targetKind: 'priest', targetId: 'PB7007', amount: 1149.5, state: 'QUEUED', reason: 'cancelled', createdAt: at(21), updatedAt: at(21) }),
]

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** GET /api/admin/refunds over `rows()` as the server answers it: any of the `state`s, newest first,
 * `limit` rows after the cursor (here simply the id of the page's last row). */
export function listOf(rows: () => Refund[]) {
  return (call: Call) => {
    const states = call.query.getAll('state')
    const record = call.query.get('recordId')
    const found = rows().filter((row) => (states.length === 0 || states.includes(row.state)) && (!record || row.targetId === record))
    const cursor = call.query.get('cursor')
    const start = cursor ? found.findIndex((row) => row.id === cursor) + 1 : 0
    const items = found.slice(start, start + Number(call.query.get('limit') ?? 100))
    const more = start + items.length < found.length
    return { items, total: found.length, totalExact: true, nextCursor: more ? items[items.length - 1].id : null }
  }
}

/** The screen's API over the samples (or `rows`), with any routes added or replaced. */
export function refundsServer(extra: Record<string, unknown> = {}, rows: () => Refund[] = () => REFUNDS) {
  const api = fakeApi({ 'GET /api/admin/refunds': listOf(rows), ...extra })
  // The list's requests (counts ask with limit=1, one state each).
  const lists = () => api.callsTo('GET /api/admin/refunds').filter((call) => call.query.get('limit') !== '1')
  return { ...api, lists }
}
