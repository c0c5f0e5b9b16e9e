/** Refunds (/admin/refunds, super admins): how many refunds are in each state, the list filtered by
 * state or by one booking or order, and the decision on store returns awaiting approval. */
import { Button } from '../../../components/Button'
import { EmptyState, ErrorState, Notice, Spinner } from '../../../components/States'
import { PageHeader } from '../ui/PageHeader'
import { describeAdminError } from '../ui/errors'
import { ListFooter } from '../ui/ListFooter'
import { TEXT as UI } from '../ui/texts'
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
  const decision = useDecision(() => {
    refunds.reload()
    counts.reload()
  })
  const rows = refunds.data?.items ?? []
  const error = refunds.error ?? counts.error

  return (
    <div>
      <PageHeader title={TEXT.title} subtitle={TEXT.subtitle} />
      <RefundStats counts={counts.data} />
      <RefundFilters filter={filters.filter} recordId={filters.recordId} onFilter={filters.setFilter} onRecordId={filters.setRecordId} />
      {decision.done && <Notice tone="success">{decision.done}</Notice>}
      {error && (
        <ErrorState
          message={describeAdminError(error)}
          onRetry={() => {
            refunds.reload()
            counts.reload()
          }}
          retryLabel={UI.retry}
        />
      )}
      {!refunds.data && refunds.loading && <Spinner label={UI.loading} />}
      {refunds.data && rows.length === 0 && (
        <EmptyState title={TEXT.noRefunds}>
          {refunds.filtered ? (
            <Button variant="secondary" onClick={filters.clear}>
              {TEXT.clearFilters}
            </Button>
          ) : (
            <p>{TEXT.noRefundsYet}</p>
          )}
        </EmptyState>
      )}
      {rows.length > 0 && <RefundsTable refunds={rows} onDecide={(refund, choice) => decision.ask({ refund, decision: choice })} />}
      {refunds.data && rows.length > 0 && (
        <ListFooter shown={rows.length} total={refunds.data.total} totalExact={refunds.data.totalExact} more={Boolean(refunds.data.nextCursor)} loading={refunds.loadingMore} onMore={refunds.loadMore} />
      )}
      <DecisionDialog pending={decision.target} busy={decision.busy} error={decision.error} onConfirm={decision.confirm} onCancel={decision.cancel} />
    </div>
  )
}
