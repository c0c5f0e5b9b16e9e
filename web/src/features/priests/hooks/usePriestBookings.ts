/** Sending bookings through the outbox, never twice: a booking already made with exactly these
 * details (this tab) is reused, so paying again after a failed payment books nothing new. */
import { useCallback } from 'react'
import { useOutbox } from '../../../lib/useOutbox'
import { BOOKINGS_PATH, OUTBOX_KIND, type PriestBookingBody } from '../api'
import type { PriestBooking } from '../../../lib/records'

const CREATED = 'punya.priests.created'
const KEEP = 5

interface Created {
  body: string
  booking: PriestBooking
}

function readCreated(): Created[] {
  try {
    return JSON.parse(sessionStorage.getItem(CREATED) ?? '[]') as Created[]
  } catch {
    return []
  }
}

function writeCreated(items: Created[]): void {
  try {
    sessionStorage.setItem(CREATED, JSON.stringify(items.slice(-KEEP)))
  } catch {
    // Storage disabled: at worst a second payment attempt makes a second booking.
  }
}

export function usePriestBookings() {
  const box = useOutbox<PriestBooking>(OUTBOX_KIND, BOOKINGS_PATH)
  const { submit } = box

  const create = useCallback(
    async (body: PriestBookingBody): Promise<PriestBooking> => {
      const text = JSON.stringify(body)
      const made = readCreated().find((item) => item.body === text)
      if (made) return made.booking
      const booking = await submit(body)
      writeCreated([...readCreated(), { body: text, booking }])
      return booking
    },
    [submit],
  )

  /** Paid (or chosen cash): the same details again would be a new booking. */
  const settle = useCallback((id: string) => writeCreated(readCreated().filter((item) => item.booking.id !== id)), [])

  return { create, settle, queued: box.queued, delivered: box.delivered, retry: box.retry }
}
