/** The count of refunds in each state; "In progress" is queued and sent to the gateway together. */
import { StatCard, StatGrid } from '../../ui/StatCard'
import type { RefundCounts } from '../hooks/useRefunds'
import { FILTER_LABELS, TEXT } from '../texts'

export function RefundStats({ counts }: { counts: RefundCounts | undefined }) {
  const show = (value: (c: RefundCounts) => number) => (counts ? value(counts) : '…')
  return (
    <StatGrid label={TEXT.statsLabel}>
      <StatCard label={FILTER_LABELS.awaiting} value={show((c) => c.AWAITING_APPROVAL)} tone="yellow" />
      <StatCard label={FILTER_LABELS.progress} value={show((c) => c.QUEUED + c.PENDING)} tone="blue" />
      <StatCard label={FILTER_LABELS.credited} value={show((c) => c.COMPLETED)} tone="green" />
      <StatCard label={FILTER_LABELS.failed} value={show((c) => c.FAILED)} tone="red" />
      <StatCard label={FILTER_LABELS.declined} value={show((c) => c.REJECTED)} tone="purple" />
    </StatGrid>
  )
}
