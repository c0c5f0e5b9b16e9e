/** What the page hands each bookings tab: its list request, paging and whether a filter is on. */
import type { RequestState } from '../../../../lib/useRequest'
import type { BookingsPage } from '../api'

export interface PanelProps<T> {
  list: RequestState<BookingsPage<T>>
  offset: number
  limit: number
  onPage: (offset: number) => void
  /** Set when a search or status filter is on: the empty state offers Clear Filters. */
  onClear?: () => void
}
