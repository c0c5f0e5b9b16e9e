/** The eight two-hour slots of a date, each marked unavailable once it has begun (server time), and
 * full when no priest who performs the puja and reaches the place is free then. */
import { useRequest } from '../../../lib/useRequest'
import { listTimeSlots, type Seeking, type TimeSlot } from '../api'

export function useTimeSlots(seeking: Seeking) {
  const { serviceId, date, online, address, language } = seeking
  return useRequest<TimeSlot[] | null>(
    (signal) => (date ? listTimeSlots({ serviceId, date, time: '', online, address, language }, signal) : Promise.resolve(null)),
    [serviceId, date, online, address, language],
  )
}
