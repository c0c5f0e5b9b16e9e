/** The bookings lists (keyset pages with Load More, and their tab's stats), reloaded live when bookings change. */
import { useLiveReload } from '../../shell/live'
import { useKeysetList } from '../../ui/hooks/useKeysetList'
import { bookingsApi, type BookingsPage, type PriestBooking, type TempleBooking } from '../api'

export const PAGE_SIZE = 20

export interface BookingFilters {
  q?: string
  status?: string
  templeId?: string
}

export function usePriestBookings({ q, status }: BookingFilters) {
  const list = useKeysetList<PriestBooking, BookingsPage<PriestBooking>>(
    (page, signal) => bookingsApi.priestBookings({ q, status, ...page }, signal),
    [q, status],
    PAGE_SIZE,
  )
  useLiveReload(['priest_bookings'], list.reload)
  return list
}

export function useTempleBookings({ q, status, templeId }: BookingFilters) {
  const list = useKeysetList<TempleBooking, BookingsPage<TempleBooking>>(
    (page, signal) => bookingsApi.templeBookings({ q, status, templeId, ...page }, signal),
    [q, status, templeId],
    PAGE_SIZE,
  )
  // A service renamed or a temple renamed shows in the rows too.
  useLiveReload(['temple_bookings', 'temple_services', 'temples'], list.reload)
  return list
}
