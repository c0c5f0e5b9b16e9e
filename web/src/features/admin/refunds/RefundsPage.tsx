/** Refunds (/admin/refunds, super admins): how many refunds are in each state, the list filtered by
 * state or by one booking or order, and the decision on store returns awaiting approval. */
import { Notice } from '../../../components/States'
import { ListPage } from '../ui/ListPage'
import { DecisionDialog } from './components/DecisionDialog'
import { RefundFilters } from './components/RefundFilters'
import { RefundStats } from './components/RefundStats'
import { RefundsTable } from './components/RefundsTable'
import { useRefundFilters } from './hooks/useRefundFilters'
import { useDecision, useRefundCounts, useRefunds } from './hooks/useRefunds'
import { TEXT } from './texts'

export default function RefundsPage() {
  const filters = useRefundFilters()
  const refunds = useRefunds(filters.filter, filters.recordId)
  const counts = useRefundCounts()
  const reload = () => {
    refunds.reload()
    counts.reload()
  }
  const decision = useDecision(reload)
  // Either request failing is the list's error, and Try again asks for both.
  const list = { ...refunds, error: refunds.error ?? counts.error, reload }

  return (
    <div>
      <ListPage
        title={TEXT.title}
        subtitle={TEXT.subtitle}
        stats={<RefundStats counts={counts.data} />}
        toolbar={<RefundFilters filter={filters.filter} recordId={filters.recordId} onFilter={filters.setFilter} onRecordId={filters.setRecordId} />}
        notices={decision.done && <Notice tone="success">{decision.done}</Notice>}
        list={list}
        emptyTitle={TEXT.noRefunds}
        emptyHint={refunds.filtered ? undefined : TEXT.noRefundsYet}
        clear={refunds.filtered ? { label: TEXT.clearFilters, onClick: filters.clear } : undefined}
      >
        {(rows) => <RefundsTable refunds={rows} onDecide={(refund, choice) => decision.ask({ refund, decision: choice })} />}
      </ListPage>
      <DecisionDialog pending={decision.target} busy={decision.busy} error={decision.error} onConfirm={decision.confirm} onCancel={decision.cancel} />
    </div>
  )
}
