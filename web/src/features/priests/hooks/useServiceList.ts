/** The puja list: the first 10 for the current filter, and Load More appending 10 at a time. */
import { useRef, useState } from 'react'
import { ApiError } from '../../../lib/api'
import { useI18n } from '../../../i18n/context'
import { useRequest } from '../../../lib/useRequest'
import { listServices, type PujaService } from '../api'

interface More {
  filter: string
  items: PujaService[]
  total?: number
  loading: boolean
  error?: ApiError
}

export function useServiceList(search: string, category: string) {
  const first = useRequest((signal) => listServices({ search, category, offset: 0 }, signal), [search, category])
  const { language } = useI18n()
  // Pages loaded for another filter, or in another language, do not belong to this list.
  const filter = `${search}\u0000${category}\u0000${language}`
  const [more, setMore] = useState<More>({ filter, items: [], loading: false })
  const inFlight = useRef<AbortController | null>(null)

  const extra = more.filter === filter ? more : { filter, items: [], loading: false, error: undefined, total: undefined }
  const items = first.data ? [...first.data.items, ...extra.items] : []
  const total = extra.total ?? first.data?.total ?? 0

  const loadMore = () => {
    inFlight.current?.abort()
    const controller = new AbortController()
    inFlight.current = controller
    const have = extra.items
    setMore({ filter, items: have, total: extra.total, loading: true })
    listServices({ search, category, offset: items.length }, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return
        const known = new Set([...items.map((item) => item.id)])
        setMore({ filter, items: [...have, ...page.items.filter((item) => !known.has(item.id))], total: page.total, loading: false })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        const failure = error instanceof ApiError ? error : new ApiError(0, 'network', String(error))
        setMore({ filter, items: have, total: extra.total, loading: false, error: failure })
      },
    )
  }

  return {
    items,
    total,
    loading: first.loading,
    error: first.error,
    reload: first.reload,
    loadMore,
    loadingMore: extra.loading,
    moreError: extra.error,
    hasMore: items.length < total,
  }
}
