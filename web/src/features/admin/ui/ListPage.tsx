/** The frame of an admin list: the header (left out inside a tab, whose page has one), stats, toolbar
 * and notices, then the list's state: a spinner on first load, the error with Try again, the empty
 * state with its way out, else the rows and, for a list read in pages, "Showing X of Y" and Load More. */
import type { ReactNode } from 'react'
import { Button } from '../../../components/Button'
import { EmptyState, ErrorState, Spinner } from '../../../components/States'
import type { RequestState } from '../../../lib/useRequest'
import { describeAdminError } from './errors'
import type { KeysetList } from './hooks/useKeysetList'
import { ListFooter } from './ListFooter'
import { PageHeader } from './PageHeader'
import { TEXT } from './texts'

interface Rows<T> {
  items: T[]
}

/** A list read in pages: it ends in its footer. */
type Paged<T> = KeysetList<Rows<T> & { total: number; totalExact?: boolean }>

/** The empty state's way out when a search or filter is on (Clear Search, Clear Filters). */
export interface ClearAction {
  label: string
  onClick: () => void
}

interface Props<T> {
  title?: ReactNode
  subtitle?: ReactNode
  actions?: ReactNode
  stats?: ReactNode
  toolbar?: ReactNode
  /** Between the toolbar and the list: an action's outcome, a side request's failure. */
  notices?: ReactNode
  list: RequestState<Rows<T>> | Paged<T>
  loadingLabel?: string
  emptyTitle: string
  emptyHint?: string
  clear?: ClearAction
  /** The list itself, drawn once there are rows. */
  children: (items: T[]) => ReactNode
}

export function ListPage<T>({ title, subtitle, actions, stats, toolbar, notices, list, loadingLabel = TEXT.loading, emptyTitle, emptyHint, clear, children }: Props<T>) {
  const { data, error, loading, reload } = list
  return (
    <>
      {title && <PageHeader title={title} subtitle={subtitle} actions={actions} />}
      {stats}
      {toolbar}
      {notices}
      {/* An error replaces the list only when there is nothing to show; a failed reload keeps the rows under it. */}
      {error && <ErrorState message={describeAdminError(error)} onRetry={reload} retryLabel={TEXT.retry} />}
      {!data && loading && <Spinner label={loadingLabel} />}
      {data?.items.length === 0 && (
        <EmptyState title={emptyTitle}>
          {emptyHint && <p>{emptyHint}</p>}
          {clear && (
            <Button variant="secondary" onClick={clear.onClick}>
              {clear.label}
            </Button>
          )}
        </EmptyState>
      )}
      {data && data.items.length > 0 && children(data.items)}
      {'loadMore' in list && list.data && (
        <ListFooter shown={list.data.items.length} total={list.data.total} totalExact={list.data.totalExact} more={list.more} loading={list.loadingMore} onMore={list.loadMore} />
      )}
    </>
  )
}
