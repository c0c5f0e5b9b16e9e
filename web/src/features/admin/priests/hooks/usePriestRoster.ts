/** The roster for a search, its stats, reloaded when any priest changes (live feed). */
import { useAdminRequest } from '../../shell/useAdminRequest'
import { useLiveReload } from '../../shell/live'
import { priestsApi } from '../api'
import { useDebounced } from '../../../../lib/useDebounced'

export function usePriestRoster(search: string) {
  const query = useDebounced(search)
  const roster = useAdminRequest((signal) => priestsApi.list(query, signal), [query])
  useLiveReload(['priests'], roster.reload)
  return roster
}
