/** What the page hands each bookings tab: its list (keyset pages with Load More) and whether a filter is on. */
import type { KeysetList } from '../../ui/hooks/useKeysetList'
import type { ClearAction } from '../../ui/ListPage'
import type { BookingsPage } from '../api'

export interface PanelProps<T> {
  list: KeysetList<BookingsPage<T>>
  /** Set when a search or status filter is on: the empty state offers Clear Filters. */
  clear?: ClearAction
}
