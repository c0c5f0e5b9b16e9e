/** The stats: Total Bookings, Pending, Confirmed, Today's Bookings, and revenue as its two figures. */
import { RevenueCards } from '../../ui/RevenueCards'
import { StatCard, StatGrid } from '../../ui/StatCard'
import { TEXT as UI } from '../../ui/texts'
import type { TempleStats } from '../api'
import { TEXT } from '../texts'

export function TempleStatsGrid({ stats }: { stats: TempleStats }) {
  // Revenue on a row of its own, as on the main dashboard.
  return (
    <>
      <StatGrid label={TEXT.statsLabel}>
        <StatCard label={TEXT.totalBookings} value={stats.totalBookings} tone="saffron" />
        <StatCard label={TEXT.pending} value={stats.pending} tone="yellow" />
        <StatCard label={TEXT.confirmed} value={stats.confirmed} tone="green" />
        <StatCard label={TEXT.todaysBookings} value={stats.todaysBookings} tone="blue" />
      </StatGrid>
      <StatGrid label={UI.revenue}>
        <RevenueCards revenue={stats.revenue} />
      </StatGrid>
    </>
  )
}
