/** The temple dashboard's data, reloaded live when the temple, its services or its bookings change. */
import { useAdminRequest } from '../../shell/useAdminRequest'
import { useLiveReload } from '../../shell/live'
import { dashboardApi } from '../api'

export function useTempleDashboard(templeId: string | undefined) {
  const state = useAdminRequest((signal) => dashboardApi.dashboard(templeId, signal), [templeId])
  useLiveReload(['temple_bookings', 'temple_services', 'temples'], state.reload)
  return state
}

/** A super admin's choice of temple. */
export function useTempleChoices() {
  return useAdminRequest((signal) => dashboardApi.temples(signal), [])
}
