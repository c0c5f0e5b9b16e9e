/** The eight two-hour slots of a date, each marked unavailable once it has begun (server time), and
 * full when no priest who performs the puja and reaches the place is free then. */
import { useRequest } from '../../lib/useRequest'
import { listTimeSlots, type SlotPlace, type TimeSlot } from './timeSlots'

export function useTimeSlots(place: SlotPlace, date: string) {
  const { serviceId, online, address, language } = place
  return useRequest<TimeSlot[] | null>(
    (signal) => (date ? listTimeSlots({ serviceId, online, address, language }, date, signal) : Promise.resolve(null)),
    [serviceId, date, online, address, language],
  )
}
