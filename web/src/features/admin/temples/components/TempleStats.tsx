/** The five stats of the screen (GET /api/admin/temples/summary); Temple Admins counts active ones. */
import { OrdersIcon, StarIcon, TempleIcon, UserIcon } from '../../../../components/icons'
import { ErrorState } from '../../../../components/States'
import { formatINR } from '../../../../lib/format'
import type { RequestState } from '../../../../lib/useRequest'
import { describeAdminError } from '../../ui/errors'
import { StatCard, StatGrid } from '../../ui/StatCard'
import { TEXT as UI } from '../../ui/texts'
import type { TempleSummary } from '../api'
import { TEXT } from '../texts'

export function TempleStats({ summary }: { summary: RequestState<TempleSummary> }) {
  const { data, error, reload } = summary
  if (error && !data) return <ErrorState message={describeAdminError(error)} onRetry={reload} retryLabel={UI.retry} />
  const value = (pick: (s: TempleSummary) => string | number) => (data ? pick(data) : '…')
  return (
    <StatGrid label={TEXT.statsLabel}>
      <StatCard label={TEXT.totalTemples} value={value((s) => s.totalTemples)} icon={<TempleIcon size={20} />} />
      <StatCard label={TEXT.totalServices} value={value((s) => s.totalServices)} icon={<StarIcon size={20} />} tone="blue" />
      <StatCard label={TEXT.totalBookings} value={value((s) => s.totalBookings)} icon={<OrdersIcon size={20} />} tone="purple" />
      <StatCard label={TEXT.totalRevenue} value={value((s) => formatINR(s.totalRevenue))} icon="₹" tone="green" />
      <StatCard label={TEXT.templeAdmins} value={value((s) => s.templeAdmins)} icon={<UserIcon size={20} />} tone="yellow" />
    </StatGrid>
  )
}
