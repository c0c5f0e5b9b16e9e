/** Around a list: the spinner on first load, the error with a retry, the empty state, else the list. */
import type { ReactNode } from 'react'
import { Button } from '../../../../components/Button'
import { EmptyState, ErrorState, Spinner } from '../../../../components/States'
import type { ApiError } from '../../../../lib/api'
import { describeAdminError } from '../../ui/errors'
import { TEXT as UI } from '../../ui/texts'
import { TEXT } from '../texts'

interface Props {
  loading: boolean
  error: ApiError | undefined
  reload: () => void
  /** undefined until the first answer */
  count: number | undefined
  emptyTitle: string
  /** Offered on the empty state when a search or filter is on. */
  onClear?: () => void
  loadingLabel?: string
  children: ReactNode
}

export function ListState({ loading, error, reload, count, emptyTitle, onClear, loadingLabel = TEXT.loading, children }: Props) {
  const failed = error && <ErrorState message={describeAdminError(error)} onRetry={reload} retryLabel={UI.retry} />
  // An error replaces the list only when there is nothing to show; a failed reload keeps the rows under it.
  if (count === undefined) return failed || (loading ? <Spinner label={loadingLabel} /> : null)
  if (count === 0)
    return (
      <>
        {failed}
        <EmptyState title={emptyTitle}>
          {onClear && (
            <Button variant="secondary" onClick={onClear}>
              {TEXT.clearFilters}
            </Button>
          )}
        </EmptyState>
      </>
    )
  return (
    <>
      {failed}
      {children}
    </>
  )
}
