/** The dashboard's stat cards: the spec's four counts, and revenue as its two figures. */
import { RevenueCards } from '../../ui/RevenueCards'
import { StatCard, StatGrid } from '../../ui/StatCard'
import { TEXT as UI } from '../../ui/texts'
import type { DashboardStats as Stats } from '../api'
import { TEXT } from '../texts'

export function DashboardStats({ stats }: { stats: Stats }) {
  // Revenue on a row of its own: six cards would leave one alone on a row of five.
  return (
    <>
      <StatGrid label={TEXT.statsLabel}>
        <StatCard label={TEXT.totalBookings} value={stats.totalBookings} hint={TEXT.totalBookingsHint} tone="blue" />
        <StatCard label={TEXT.activeTemples} value={stats.activeTemples} tone="saffron" />
        <StatCard label={TEXT.storeProducts} value={stats.storeProducts} tone="purple" />
        <StatCard label={TEXT.storeOrders} value={stats.storeOrders} tone="yellow" />
      </StatGrid>
      <StatGrid label={UI.revenue}>
        <RevenueCards revenue={stats.revenue} split={{ bookings: stats.bookingsRevenue, store: stats.storeRevenue }} />
      </StatGrid>
    </>
  )
}
