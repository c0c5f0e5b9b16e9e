/**
 * Creates the booking for the payment dialog, once: paying again with the same details (after a
 * closed dialog, a failed payment, a reload, or a booking the outbox sent later) pays for the
 * booking already made, not a new one.
 */
import { useCallback, useState } from 'react'
import type { Outbox } from '../../../lib/useOutbox'
import { phoneDigits } from '../../../lib/format'
import { load, remove, save } from '../../../lib/storage'
import type { TempleBookingBody } from '../api'
import type { TempleBooking } from '../../../lib/records'

interface Reserved {
  body: string
  booking: TempleBooking
}

export interface TempleBookingFlow {
  /** The booking made for these details (created now, or the one already made). */
  create: (body: TempleBookingBody) => Promise<TempleBooking>
  /** The booking already made for exactly these details and not yet paid for, if any. */
  reservedFor: (body: TempleBookingBody) => TempleBooking | undefined
  /** Forget a booking once it is paid for (or confirmed for cash): new details make a new one. */
  forget: (id: string) => void
}

/** A booking the outbox delivered later carries the server's normalised phone: compare on that. */
function sameDetails(booking: TempleBooking, body: TempleBookingBody): boolean {
  return (
    booking.templeId === body.templeId &&
    booking.serviceId === body.serviceId &&
    booking.selectedDate === body.selectedDate &&
    booking.selectedTime === body.selectedTime &&
    booking.customerName === body.customerName &&
    booking.customerPhone === phoneDigits(body.customerPhone)
  )
}

export function useTempleBooking(box: Outbox<TempleBooking>, draftKey: string): TempleBookingFlow {
  const storeKey = `temple-reserved.${draftKey}`
  const [reserved, setReserved] = useState<Reserved | undefined>(() => load<Reserved>(storeKey))
  const [paid, setPaid] = useState<string[]>([])
  const delivered = box.delivered

  const find = useCallback(
    (body: TempleBookingBody) => {
      if (reserved?.body === JSON.stringify(body)) return reserved.booking
      return delivered.find((booking) => !paid.includes(booking.id) && sameDetails(booking, body))
    },
    [reserved, delivered, paid],
  )

  const create = useCallback(
    async (body: TempleBookingBody) => {
      const existing = find(body)
      if (existing) return existing
      const booking = await box.submit(body)
      const entry = { body: JSON.stringify(body), booking }
      save(storeKey, entry, 1)
      setReserved(entry)
      return booking
    },
    [box, find, storeKey],
  )

  const forget = useCallback(
    (id: string) => {
      remove(storeKey)
      setReserved(undefined)
      setPaid((ids) => [...ids, id])
    },
    [storeKey],
  )

  return { create, reservedFor: find, forget }
}
