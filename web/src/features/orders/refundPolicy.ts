/** What the published refund policy gives back when a devotee cancels a paid booking, for the
 * confirmation to say beforehand. The server decides the refund when it cancels (its
 * api/payments/refund_policy.py); this mirrors it: 100% 48 hours or more before the slot, 50%
 * within 48 hours, nothing once the slot has begun. Slots are India time (UTC+5:30, no DST). */

export interface CancelRefund {
  share: 1 | 0.5 | 0
  /** In rupees, rounded down to the paisa; under ₹1 the gateway refunds nothing. */
  amount: number
}

const FULL_BEFORE_MS = 48 * 3_600_000
const INDIA_OFFSET_MS = 330 * 60_000

/** The booking's date ("2026-11-25") and slot ("8:00 AM - 10:00 AM" or "7:00 PM"), the amount paid. */
export function bookingCancelRefund(date: string, time: string, paid: number, now: Date): CancelRefund {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const clock = /^(\d{1,2}):(\d{2})\s*([AP]M)$/i.exec(time.split('-')[0].trim())
  // An unreadable slot gets nothing back, as on the server.
  if (!day || !clock) return { share: 0, amount: 0 }
  const hour = (Number(clock[1]) % 12) + (clock[3].toUpperCase() === 'PM' ? 12 : 0)
  const begins = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), hour, Number(clock[2])) - INDIA_OFFSET_MS
  const left = begins - now.getTime()
  const share = left <= 0 ? 0 : left >= FULL_BEFORE_MS ? 1 : 0.5
  const amount = Math.floor(Math.round(paid * 100) * share) / 100
  return amount >= 1 ? { share, amount } : { share: 0, amount: 0 }
}
