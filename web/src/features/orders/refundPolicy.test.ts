/** The refund a cancel gives, as the confirmation states it before the server decides, by the policy's
 * numbers GET /api/site publishes (src/test/siteLimits.json: 48 hours, 50%). */
import { describe, expect, it } from 'vitest'
import LIMITS from '../../test/siteLimits.json'
import { bookingCancelRefund as withRule, type RefundRule } from './refundPolicy'

const RULE: RefundRule = { fullRefundHours: LIMITS.fullRefundHours, partialRefundPercent: LIMITS.partialRefundPercent }
const bookingCancelRefund = (date: string, time: string, paid: number, now: Date) => withRule(date, time, paid, now, RULE)

// The slot 8:00 AM on 25 Nov 2026 in India is 02:30 UTC.
const SLOT = ['2026-11-25', '8:00 AM - 10:00 AM'] as const
const at = (iso: string) => new Date(iso)

describe('bookingCancelRefund', () => {
  it.each([
    ['three days before', '2026-11-22T02:30:00Z', 1, 2299],
    ['exactly 48 hours before', '2026-11-23T02:30:00Z', 1, 2299],
    ['a minute under 48 hours', '2026-11-23T02:31:00Z', 0.5, 1149.5],
    ['a minute before the slot', '2026-11-25T02:29:00Z', 0.5, 1149.5],
    ['as the slot begins', '2026-11-25T02:30:00Z', 0, 0],
    ['after it began', '2026-11-25T05:00:00Z', 0, 0],
  ])('%s', (_, now, share, amount) => {
    expect(bookingCancelRefund(...SLOT, 2299, at(now))).toEqual({ share, amount })
  })

  it('reads temple times and PM slots in India time', () => {
    // 7:00 PM on 21 Nov in India is 13:30 UTC.
    expect(bookingCancelRefund('2026-11-21', '7:00 PM', 751, at('2026-11-19T13:30:00Z')).share).toBe(1)
    expect(bookingCancelRefund('2026-11-21', '7:00 PM', 751, at('2026-11-19T13:31:00Z')).share).toBe(0.5)
    expect(bookingCancelRefund('2026-11-21', '12:00 PM - 2:00 PM', 751, at('2026-11-21T06:29:00Z')).share).toBe(0.5)
    expect(bookingCancelRefund('2026-11-21', '12:00 AM', 751, at('2026-11-20T18:29:00Z')).share).toBe(0.5)
  })

  it('rounds half of an odd paisa down, and gives nothing under ₹1 or for an unreadable slot', () => {
    expect(bookingCancelRefund(...SLOT, 751.01, at('2026-11-24T02:30:00Z')).amount).toBe(375.5)
    expect(bookingCancelRefund(...SLOT, 1.5, at('2026-11-24T02:30:00Z'))).toEqual({ share: 0, amount: 0 })
    expect(bookingCancelRefund('2026-11-25', 'morning', 2299, at('2026-11-01T00:00:00Z'))).toEqual({ share: 0, amount: 0 })
  })

  it('follows the published numbers, not copies of them: another server, another policy', () => {
    const rule = { fullRefundHours: 24, partialRefundPercent: 40 }
    expect(withRule(...SLOT, 2299, at('2026-11-24T02:30:00Z'), rule)).toEqual({ share: 1, amount: 2299 })
    expect(withRule(...SLOT, 2299, at('2026-11-24T02:31:00Z'), rule)).toEqual({ share: 0.4, amount: 919.6 })
    expect(withRule(...SLOT, 751.01, at('2026-11-24T02:31:00Z'), rule).amount).toBe(300.4) // 300.404 rounded down
    expect(withRule(...SLOT, 2299, at('2026-11-25T02:30:00Z'), rule)).toEqual({ share: 0, amount: 0 })
  })
})
