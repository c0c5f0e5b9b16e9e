/** The temple as Temple Management reads it (every service with its Hindi and capacity, the timings), for the
 * dashboard's service and timings controls; reloaded live. The temple admin's own temple is allowed on the server. */
import { templesApi, type TempleDetail } from '../../temples/api'
import { useLiveReload } from '../../shell/live'
import { useAdminRequest } from '../../shell/useAdminRequest'

export function useTempleDetail(templeId: string | undefined) {
  const state = useAdminRequest<TempleDetail | null>((signal) => (templeId ? templesApi.detail(templeId, signal) : Promise.resolve(null)), [templeId])
  useLiveReload(['temples', 'temple_services'], state.reload)
  return state
}
