/** The five stat cards of the dashboard. */
import { formatINR } from '../../../../lib/format'
import { StatCard, StatGrid } from '../../ui/StatCard'
import { fill } from '../../ui/texts'
import type { DashboardStats as Stats } from '../api'
import { TEXT } from '../texts'

export function DashboardStats({ stats }: { stats: Stats }) {
  return (
    <StatGrid label={TEXT.statsLabel}>
      <StatCard label={TEXT.totalBookings} value={stats.totalBookings} hint={TEXT.totalBookingsHint} tone="blue" />
      <StatCard label={TEXT.activeTemples} value={stats.activeTemples} tone="saffron" />
      <StatCard label={TEXT.storeProducts} value={stats.storeProducts} tone="purple" />
      <StatCard label={TEXT.storeOrders} value={stats.storeOrders} tone="yellow" />
      <StatCard
        label={TEXT.totalRevenue}
        value={formatINR(stats.totalRevenue)}
        hint={fill(TEXT.totalRevenueHint, { bookings: formatINR(stats.bookingsRevenue), store: formatINR(stats.storeRevenue) })}
        tone="green"
      />
    </StatGrid>
  )
}
