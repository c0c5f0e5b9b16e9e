/** The Users page's data: search and join-date filters, keyset pages with Load More, and live reloads when any
 * booking or order changes (users are derived from them). */
import { useDebounced } from '../../../../lib/useDebounced'
import { useLiveReload } from '../../shell/live'
import { useAdminRequest } from '../../shell/useAdminRequest'
import { useKeysetList } from '../../ui/hooks/useKeysetList'
import { usersApi, type AdminUserRow, type UsersPageData } from '../api'

export const PAGE_SIZE = 25
export const USER_TABLES = ['priest_bookings', 'temple_bookings', 'store_orders']

export function useUsers(search: string, since: string) {
  const q = useDebounced(search.trim(), 300)
  const list = useKeysetList<AdminUserRow, UsersPageData>((page, signal) => usersApi.list({ q, since, ...page }, signal), [q, since], PAGE_SIZE)
  useLiveReload(USER_TABLES, list.reload)
  return list
}

export function useUserDetails(phone: string | undefined) {
  const request = useAdminRequest((signal) => (phone ? usersApi.details(phone, signal) : Promise.resolve(undefined)), [phone])
  useLiveReload(USER_TABLES, () => phone && request.reload())
  return request
}
