/** The AI services for a search, with their stats, reloaded when any of them changes (live feed). */
import { useAdminRequest } from '../../shell/useAdminRequest'
import { useLiveReload } from '../../shell/live'
import { aiServicesApi } from '../api'
import { useDebounced } from '../../../../lib/useDebounced'

export function useAiServices(search: string) {
  const query = useDebounced(search)
  const services = useAdminRequest((signal) => aiServicesApi.list(query, signal), [query])
  useLiveReload(['ai_services'], services.reload)
  return services
}
