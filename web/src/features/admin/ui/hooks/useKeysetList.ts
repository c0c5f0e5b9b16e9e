/** A long admin list read in keyset pages: the first page, then Load More appends the next page by
 * its cursor (nothing already shown is fetched again). New filters start again from the first page.
 * A reload (a live change, Refresh, Try again) fetches as many rows as are shown in one request, so
 * the admin keeps their place and sees every shown row as it is now. */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { ApiError } from '../../../../lib/api'
import type { RequestState } from '../../../../lib/useRequest'
import { useAdminAction, useAdminRequest } from '../../shell/useAdminRequest'

/** The API's largest page: a reload of a longer list keeps this many rows. */
export const MAX_PAGE = 500

export interface KeysetPage<T> {
  items: T[]
  total: number
  /** False when the server stopped counting (a searched list): the total is a floor. */
  totalExact?: boolean
  /** Where the next page starts; null on the last page. */
  nextCursor?: string | null
}

export interface PageQuery {
  limit: number
  cursor?: string
}

export interface KeysetList<P> extends RequestState<P> {
  /** Load the next page and append it; nothing happens on the last page or while one loads. */
  loadMore: () => void
  /** Whether a next page follows (Load More has something to load). */
  more: boolean
  loadingMore: boolean
}

interface More<P> {
  /** The first page these pages follow: once it is replaced, they belong to nothing. */
  after?: P
  pages: P[]
  loading: boolean
  error?: ApiError
}

const NOTHING_MORE = { pages: [], loading: false }

function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(0, 'network', String(error))
}

/** The rows of every page once each (a row is never listed twice), with the last page's cursor and count. */
function joined<T extends { id: string }, P extends KeysetPage<T>>(first: P, pages: P[]): P {
  if (pages.length === 0) return first
  const seen = new Set<string>()
  const items: T[] = []
  for (const item of [first, ...pages].flatMap((page) => page.items)) {
    if (seen.has(item.id)) continue
    seen.add(item.id)
    items.push(item)
  }
  const last = pages[pages.length - 1]
  return { ...first, items, total: last.total, totalExact: last.totalExact, nextCursor: last.nextCursor }
}

export function useKeysetList<T extends { id: string }, P extends KeysetPage<T>>(
  fetchPage: (query: PageQuery, signal?: AbortSignal) => Promise<P>,
  filters: readonly unknown[],
  pageSize: number,
): KeysetList<P> {
  const key = JSON.stringify(filters)
  const [span, setSpan] = useState({ key, limit: pageSize })
  const limit = span.key === key ? span.limit : pageSize
  const first = useAdminRequest((signal) => fetchPage({ limit }, signal), [key, limit])
  const { run } = useAdminAction()
  const [more, setMore] = useState<More<P>>(NOTHING_MORE)
  const pages = useMemo(() => (first.data !== undefined && more.after === first.data ? more.pages : []), [first.data, more])
  const data = useMemo(() => (first.data ? joined<T, P>(first.data, pages) : undefined), [first.data, pages])

  // A new first page (new filters, a reload): a Load More still on its way is for the old one.
  const pending = useRef<AbortController | undefined>(undefined)
  useEffect(() => () => pending.current?.abort(), [first.data])

  const shown = useRef(0)
  useEffect(() => {
    shown.current = data?.items.length ?? 0
  })
  const reloadFirst = first.reload
  const reload = useCallback(() => {
    // The pages shown stay until the new first page (which holds them all again) arrives.
    setMore((current) => ({ ...current, error: undefined }))
    const wanted = Math.min(MAX_PAGE, Math.max(pageSize, shown.current))
    if (wanted === limit) reloadFirst()
    else setSpan({ key, limit: wanted })
  }, [key, limit, pageSize, reloadFirst])

  const loadMore = () => {
    const after = first.data
    const cursor = data?.nextCursor
    if (after === undefined || !cursor || more.loading) return
    const controller = new AbortController()
    pending.current = controller
    setMore({ after, pages, loading: true })
    run(() => fetchPage({ limit: pageSize, cursor }, controller.signal)).then(
      (next) => {
        if (!controller.signal.aborted) setMore({ after, pages: [...pages, next], loading: false })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return setMore((current) => ({ ...current, loading: false }))
        const failure = asApiError(error)
        // A cursor the server no longer knows (it changed under the page): start again.
        if (failure.code === 'bad_cursor') return reload()
        setMore({ after, pages, loading: false, error: failure })
      },
    )
  }

  return { data, error: first.error ?? more.error, loading: first.loading, reload, loadMore, more: Boolean(data?.nextCursor), loadingMore: more.loading }
}
