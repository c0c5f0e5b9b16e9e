/** The four cards of a bookings tab: Total, Pending, Confirmed, Revenue (completed bookings, from the server). */
import { formatINR } from '../../../../lib/format'
import { StatCard, StatGrid } from '../../ui/StatCard'
import type { BookingStats as Stats } from '../api'
import { TEXT } from '../texts'

export function BookingStats({ stats, label }: { stats: Stats; label: string }) {
  return (
    <StatGrid label={label}>
      <StatCard label={TEXT.statTotal} value={stats.total} tone="saffron" />
      <StatCard label={TEXT.statPending} value={stats.pending} tone="yellow" />
      <StatCard label={TEXT.statConfirmed} value={stats.confirmed} tone="green" />
      <StatCard label={TEXT.statRevenue} value={formatINR(stats.revenue)} hint={TEXT.revenueHint} tone="blue" />
    </StatGrid>
  )
}
