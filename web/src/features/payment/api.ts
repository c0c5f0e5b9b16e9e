/** The one call of the result page beyond verifying: the record a failed payment was for, to pay it again. */
import { api } from '../../lib/api'
import type { Schema } from '../../lib/wire'
import type { PayFor } from './usePaymentResult'

export type RecordResult = Schema<'RecordResult'>

/** One of this browser's own records in full; 403 or 404 when it was made on another device. */
export function fetchOwnRecord(target: PayFor, signal?: AbortSignal): Promise<RecordResult> {
  return api.post<RecordResult>('/api/orders/record', { kind: target.kind, id: target.id }, { signal })
}
