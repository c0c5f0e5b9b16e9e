/** Temples (/temples): the list with search, location and radius, or one temple (?temple=<id>) and its booking. */
import { useSite } from '../../lib/site'
import { useOutbox } from '../../lib/useOutbox'
import { BOOKINGS_PATH, BOOKING_KIND } from './api'
import type { TempleBooking } from '../../lib/records'
import { DEFAULT_RADIUS_KM, RADIUS_OPTIONS_KM } from './geo'
import { useMyLocation } from './hooks/useMyLocation'
import { useTempleParams } from './hooks/useTempleParams'
import { PendingBookings } from './components/PendingBookings'
import { TempleDetailView } from './components/TempleDetailView'
import { TempleListView } from './components/TempleListView'

export default function TemplesPage() {
  const site = useSite()
  const radiusOptions = site?.templeRadiusOptionsKm.length ? site.templeRadiusOptionsKm : RADIUS_OPTIONS_KM
  const params = useTempleParams(radiusOptions, site?.defaultTempleRadiusKm ?? DEFAULT_RADIUS_KM)
  const location = useMyLocation()
  // One outbox for the whole screen, so a booking sent later is confirmed wherever the devotee is.
  const box = useOutbox<TempleBooking>(BOOKING_KIND, BOOKINGS_PATH)
  return (
    <>
      <PendingBookings box={box} />
      {params.templeId ? (
        <TempleDetailView key={params.templeId} params={params} templeId={params.templeId} point={location.point} box={box} />
      ) : (
        <TempleListView params={params} location={location} radiusOptions={radiusOptions} />
      )}
    </>
  )
}
