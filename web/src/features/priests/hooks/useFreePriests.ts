/** The priests free for the booking being made, asked for once the date and slot are chosen. */
import { useRequest } from '../../../lib/useRequest'
import { listFreePriests, type FreePriests, type Seeking } from '../api'

export function useFreePriests(seeking: Seeking) {
  const { serviceId, date, time, online, address, language } = seeking
  return useRequest<FreePriests | null>(
    (signal) => (date && time ? listFreePriests({ serviceId, date, time, online, address, language }, signal) : Promise.resolve(null)),
    [serviceId, date, time, online, address, language],
  )
}
