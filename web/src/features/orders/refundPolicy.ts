/** What the published refund policy gives back when a devotee cancels a paid booking, for the
 * confirmation to say beforehand. The server decides the refund when it cancels (its
 * api/payments/refund_policy.py) and publishes the policy's numbers at GET /api/site; this reads
 * them: everything back `fullRefundHours` or more before the slot, `partialRefundPercent` of it
 * later, nothing once the slot has begun. Slots are India time (UTC+5:30, no DST). */
import type { Limits } from '../../lib/limits'

/** The policy's numbers, as GET /api/site publishes them. */
export type RefundRule = Pick<Limits, 'fullRefundHours' | 'partialRefundPercent'>

export interface CancelRefund {
  /** The share of the payment that comes back: 1, the partial share (partialRefundPercent / 100), or 0. */
  share: number
  /** In rupees, rounded down to the paisa; under ₹1 the gateway refunds nothing. */
  amount: number
}

const HOUR_MS = 3_600_000
const INDIA_OFFSET_MS = 330 * 60_000

/** The booking's date ("2026-11-25") and slot ("8:00 AM - 10:00 AM" or "7:00 PM"), the amount paid. */
export function bookingCancelRefund(date: string, time: string, paid: number, now: Date, rule: RefundRule): CancelRefund {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const clock = /^(\d{1,2}):(\d{2})\s*([AP]M)$/i.exec(time.split('-')[0].trim())
  // An unreadable slot gets nothing back, as on the server.
  if (!day || !clock) return { share: 0, amount: 0 }
  const hour = (Number(clock[1]) % 12) + (clock[3].toUpperCase() === 'PM' ? 12 : 0)
  const begins = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), hour, Number(clock[2])) - INDIA_OFFSET_MS
  const left = begins - now.getTime()
  const percent = left <= 0 ? 0 : left >= rule.fullRefundHours * HOUR_MS ? 100 : rule.partialRefundPercent
  // Whole paise times a whole percent: exact, then rounded down to the paisa as the server does.
  const amount = Math.floor((Math.round(paid * 100) * percent) / 100) / 100
  const share = percent / 100
  return amount >= 1 ? { share, amount } : { share: 0, amount: 0 }
}
