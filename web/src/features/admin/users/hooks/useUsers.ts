/** The Users page's data: search and join-date filters, Load More, and live reloads when any
 * booking or order changes (users are derived from them). */
import { useState } from 'react'
import { useDebounced } from '../../../../lib/useDebounced'
import { useLiveReload } from '../../shell/live'
import { useAdminRequest } from '../../shell/useAdminRequest'
import { usersApi } from '../api'

export const PAGE_SIZE = 25
export const USER_TABLES = ['priest_bookings', 'temple_bookings', 'store_orders']

export function useUsers(search: string, since: string) {
  const q = useDebounced(search.trim(), 300)
  const key = `${q}\n${since}`
  const [paging, setPaging] = useState({ key, limit: PAGE_SIZE })
  // New filters start again from the first page.
  const limit = paging.key === key ? paging.limit : PAGE_SIZE
  const request = useAdminRequest((signal) => usersApi.list({ q, since, limit }, signal), [q, since, limit])
  useLiveReload(USER_TABLES, request.reload)
  return { ...request, loadMore: () => setPaging({ key, limit: limit + PAGE_SIZE }) }
}

export function useUserDetails(phone: string | undefined) {
  const request = useAdminRequest((signal) => (phone ? usersApi.details(phone, signal) : Promise.resolve(undefined)), [phone])
  useLiveReload(USER_TABLES, () => phone && request.reload())
  return request
}
