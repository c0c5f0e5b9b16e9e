/** The eight two-hour slots of a date, each marked unavailable once it has begun (server time). */
import { useRequest } from '../../../lib/useRequest'
import { listTimeSlots, type TimeSlot } from '../api'

export function useTimeSlots(date: string) {
  return useRequest<TimeSlot[] | null>((signal) => (date ? listTimeSlots(date, signal) : Promise.resolve(null)), [date])
}
