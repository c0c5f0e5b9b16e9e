/** Pay now on the result page: the failed payment's record, when this browser may pay for it (it made
 * the record, or verified its contact); otherwise the devotee pays from My Orders. */
import { useEffect, useState } from 'react'
import type { ExistingRecord } from '../../components/payment/payExisting'
import { fetchOwnRecord, type RecordResult } from './api'
import type { PayFor } from './usePaymentResult'

export type PayAgain =
  | { name: 'checking' }
  | { name: 'ready'; record: ExistingRecord }
  /** Made on another device (403/404), or not to be had now: My Orders finds and verifies it. */
  | { name: 'elsewhere' }
  /** Paid or cancelled since: nothing to pay. */
  | { name: 'none' }

function existing({ kind, record }: RecordResult): ExistingRecord {
  const amount = 'total' in record ? record.total : 'price' in record ? record.price : record.totalAmount
  return { kind, id: record.id, amount, customer: { name: record.customerName, phone: record.customerPhone, email: record.customerEmail ?? undefined } }
}

export function usePayAgain(payFor: PayFor | undefined): PayAgain {
  const [state, setState] = useState<{ key: string; value: PayAgain }>()
  const key = payFor ? `${payFor.kind}:${payFor.id}` : ''

  useEffect(() => {
    if (!payFor) return
    const controller = new AbortController()
    const done = (value: PayAgain) => !controller.signal.aborted && setState({ key, value })
    fetchOwnRecord(payFor, controller.signal).then(
      (result) => done(result.record.payable ? { name: 'ready', record: existing(result) } : { name: 'none' }),
      () => done({ name: 'elsewhere' }),
    )
    return () => controller.abort()
    // The record is named by its key; a new object with the same key is the same record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  if (!payFor) return { name: 'none' }
  return state?.key === key ? state.value : { name: 'checking' }
}
