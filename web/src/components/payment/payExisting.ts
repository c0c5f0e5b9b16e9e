/** Pay now for a record that already exists, after its online payment failed or was left unfinished
 * (My Orders and the payment result page): the dialog pays the same record online again, or switches
 * it to cash on the server. It never creates a record. */
import { ApiError, api } from '../../lib/api'
import type { MessageKey, Translate } from '../../i18n/context'
import { describeError } from '../../i18n/errors'
import type { PaymentDialogProps, PaymentKind } from './contract'

export interface ExistingRecord {
  kind: PaymentKind
  id: string
  /** The amount the server stored, in rupees. */
  amount: number
  /** The record's own details (only its owner's browser gets here). */
  customer: PaymentDialogProps['customer']
}

const REFUSALS: Record<string, MessageKey> = {
  not_payable: 'payment.notPayable',
  payment_in_progress: 'payment.inProgress',
}

/** A refused switch to cash in words. Not a network failure to the dialog either: nothing is kept
 * to be sent later, unlike a new booking in the outbox. */
function refused(t: Translate, error: unknown): ApiError {
  if (!(error instanceof ApiError)) return new ApiError(400, 'pay_in_cash_failed', describeError(t, error))
  const key = REFUSALS[error.code]
  return new ApiError(error.isNetwork ? 400 : error.status, error.code, key ? t(key) : describeError(t, error))
}

/** The dialog's props for paying `record`: 'online' pays it as it is; 'cod' asks the server first. */
export function payExisting(record: ExistingRecord, t: Translate): Pick<PaymentDialogProps, 'kind' | 'amount' | 'customer' | 'createRecord'> {
  return {
    kind: record.kind,
    amount: record.amount,
    customer: record.customer,
    createRecord: async (method) => {
      if (method === 'cod') {
        try {
          await api.post('/api/orders/pay-in-cash', { kind: record.kind, id: record.id })
        } catch (error) {
          throw refused(t, error)
        }
      }
      return { id: record.id, amount: record.amount }
    },
  }
}
