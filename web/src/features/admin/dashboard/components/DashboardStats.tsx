/** The dashboard's stat cards: the spec's four counts, and revenue as its two figures. */
import { RevenueCards } from '../../ui/RevenueCards'
import { StatCard, StatGrid } from '../../ui/StatCard'
import type { DashboardStats as Stats } from '../api'
import { TEXT } from '../texts'

export function DashboardStats({ stats }: { stats: Stats }) {
  return (
    <StatGrid label={TEXT.statsLabel}>
      <StatCard label={TEXT.totalBookings} value={stats.totalBookings} hint={TEXT.totalBookingsHint} tone="blue" />
      <StatCard label={TEXT.activeTemples} value={stats.activeTemples} tone="saffron" />
      <StatCard label={TEXT.storeProducts} value={stats.storeProducts} tone="purple" />
      <StatCard label={TEXT.storeOrders} value={stats.storeOrders} tone="yellow" />
      <RevenueCards revenue={stats.revenue} split={{ bookings: stats.bookingsRevenue, store: stats.storeRevenue }} />
    </StatGrid>
  )
}
