/** The catalogue for a search and a category chip, with its stats, reloaded when any pooja
 * service changes (live feed); and the categories a service can have. */
import { useAdminRequest } from '../../shell/useAdminRequest'
import { useLiveReload } from '../../shell/live'
import { servicesApi } from '../api'
import { useDebounced } from '../../../../lib/useDebounced'

export function useCatalogue(search: string, category: string) {
  const query = useDebounced(search)
  const catalogue = useAdminRequest((signal) => servicesApi.list(query, category, signal), [query, category])
  useLiveReload(['puja_services'], catalogue.reload)
  return catalogue
}

export function useCategories() {
  return useAdminRequest((signal) => servicesApi.categories(signal), [])
}
