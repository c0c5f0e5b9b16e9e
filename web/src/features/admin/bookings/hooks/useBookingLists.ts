/** The bookings lists (a page each, with their tab's stats), reloaded live when bookings change. */
import { useAdminRequest } from '../../shell/useAdminRequest'
import { useLiveReload } from '../../shell/live'
import { bookingsApi, type BookingQuery } from '../api'

export function usePriestBookings(query: BookingQuery) {
  const { q, status, limit, offset } = query
  const state = useAdminRequest((signal) => bookingsApi.priestBookings({ q, status, limit, offset }, signal), [q, status, limit, offset])
  useLiveReload(['priest_bookings'], state.reload)
  return state
}

export function useTempleBookings(query: BookingQuery) {
  const { q, status, limit, offset, templeId } = query
  const state = useAdminRequest((signal) => bookingsApi.templeBookings({ q, status, limit, offset, templeId }, signal), [q, status, limit, offset, templeId])
  // A service renamed or a temple renamed shows in the rows too.
  useLiveReload(['temple_bookings', 'temple_services', 'temples'], state.reload)
  return state
}
