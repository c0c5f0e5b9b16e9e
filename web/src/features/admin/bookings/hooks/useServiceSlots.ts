/** The time slots of a temple booking's service, for Edit Booking opened from Bookings Management (super admin). */
import { useAdminRequest } from '../../shell/useAdminRequest'
import { bookingsApi } from '../api'

export function useServiceSlots(templeId: string, serviceId: string) {
  const state = useAdminRequest((signal) => bookingsApi.templeServices(templeId, signal), [templeId])
  const service = state.data?.find((item) => item.id === serviceId)
  return { slots: state.data ? (service?.timeSlots ?? []) : undefined, error: state.error, reload: state.reload }
}
