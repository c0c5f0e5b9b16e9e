/** A failed payment's message says why once, in plain words: no "Payment failed: Payment failed", no "(simulated)". */
import { describe, expect, it } from 'vitest'
import { translator } from '../../i18n/context'
import type { PaymentStatus } from '../../lib/payments'
import { failedPayment } from './messages'

const en = translator('en')
const hi = translator('hi')
const failed = (state: string, reason?: string | null) => ({ transactionId: 'TXN_1', targetKind: 'priest', targetId: 'PB1', amount: 100, state, statusText: '', success: false, final: true, reason }) as PaymentStatus

describe('failedPayment', () => {
  it.each([
    // The simulator's failure, and gateways' reasons that only repeat that it failed.
    ['PAYMENT_ERROR', 'Payment failed (simulated).', 'Payment failed. Please try again.'],
    ['PAYMENT_ERROR', 'Payment Failed', 'Payment failed. Please try again.'],
    ['PAYMENT_ERROR', 'Your payment has failed.', 'Payment failed. Please try again.'],
    ['PAYMENT_ERROR', null, 'Payment failed. Please try again.'],
    // A reason that begins with the prefix again keeps only what is new.
    ['PAYMENT_ERROR', 'Payment failed: insufficient balance (sandbox).', 'Payment failed: insufficient balance. Please try again.'],
    ['PAYMENT_ERROR', 'Bank server is down', 'Payment failed: Bank server is down. Please try again.'],
    // Known reasons, and states without a reason, in plain words.
    ['PAYMENT_DECLINED', 'Payment cancelled by the user.', 'Payment failed: you cancelled it on the payment page. Please try again.'],
    ['PAYMENT_DECLINED', undefined, 'Payment failed: your bank or UPI app declined it. Please try again.'],
    ['PAYMENT_ERROR', 'timed out', 'Payment failed: it was not completed in time. Please try again.'],
    ['PAYMENT_ERROR', 'amount mismatch', 'Payment failed: the amount paid did not match the amount due. Please try again.'],
    ['INTERNAL_SERVER_ERROR', '', 'Payment failed: the payment service had a problem. Please try again.'],
  ])('%s with reason %j reads %j', (state, reason, text) => {
    expect(failedPayment(en, failed(state, reason))).toBe(text)
  })

  it('says it in Hindi too', () => {
    expect(failedPayment(hi, failed('PAYMENT_ERROR', 'Payment failed (simulated).'))).toBe('भुगतान विफल रहा। कृपया फिर से कोशिश करें।')
    expect(failedPayment(hi, failed('PAYMENT_DECLINED', 'Payment cancelled by the user.'))).toBe('भुगतान विफल: आपने भुगतान पेज पर इसे रद्द कर दिया। कृपया फिर से कोशिश करें।')
  })
})

