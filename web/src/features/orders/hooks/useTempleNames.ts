/** Temple names for the temple bookings listed (the lookup gives only their ids); unknown ones stay out. */
import { useRequest } from '../../../lib/useRequest'
import { fetchTempleName } from '../api'

export function useTempleNames(templeIds: string[]): Map<string, string> {
  const ids = [...new Set(templeIds)].sort()
  const { data } = useRequest(
    async (signal) => {
      const names = await Promise.allSettled(ids.map((id) => fetchTempleName(id, signal)))
      // A temple that cannot be read is just shown without its name: the booking is what matters.
      return new Map(ids.flatMap((id, n) => (names[n].status === 'fulfilled' ? [[id, names[n].value] as const] : [])))
    },
    [ids.join(',')],
  )
  return data ?? new Map()
}
