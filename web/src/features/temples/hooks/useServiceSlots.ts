/** A pooja's time slots on the chosen date as the server sees them (begun, full), once the date is whole. */
import { useRequest } from '../../../lib/useRequest'
import { listTimeSlots, type TempleTimeSlot } from '../api'

const WHOLE_DATE = /^\d{4}-\d{2}-\d{2}$/

interface ForDate {
  date: string
  slots: TempleTimeSlot[]
}

/** `slots` is null until the server has answered for this very date (an answer for the date
 * chosen before is not shown as this one's). */
export function useServiceSlots(templeId: string, serviceId: string, date: string) {
  const request = useRequest<ForDate | null>(
    async (signal) => (WHOLE_DATE.test(date) ? { date, slots: await listTimeSlots(templeId, serviceId, date, signal) } : null),
    [templeId, serviceId, date],
  )
  const slots = request.data?.date === date ? request.data.slots : null
  return { slots, reload: request.reload }
}
