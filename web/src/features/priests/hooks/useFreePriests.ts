/** The priests free for the booking being made, asked for once the request has what it needs: the date
 * and slot, and for a puja at home the address (who can come depends on where). */
import { useRequest } from '../../../lib/useRequest'
import { listFreePriests, type FreePriests, type Seeking } from '../api'

/** What the devotee still has to give before the free priests can be asked for; null: nothing. */
export function missingForPriests({ date, time, online, address }: Pick<Seeking, 'date' | 'time' | 'online' | 'address'>): 'slot' | 'address' | null {
  if (!date || !time) return 'slot'
  return online || address.trim() ? null : 'address'
}

export function useFreePriests(seeking: Seeking) {
  const { serviceId, date, time, online, address, language } = seeking
  const ready = missingForPriests(seeking) === null
  return useRequest<FreePriests | null>(
    (signal) => (ready ? listFreePriests({ serviceId, date, time, online, address, language }, signal) : Promise.resolve(null)),
    [ready, serviceId, date, time, online, address, language],
  )
}
