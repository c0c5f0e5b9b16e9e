/** The screen's filters, kept in the address (?state=&recordId=): the store's "Refunds" link opens
 * one order's refunds, and a reload (or the login after an ended session) keeps what was chosen. */
import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'
import { isFilter, type Filter } from '../refundText'

export function useRefundFilters() {
  const [params, setParams] = useSearchParams()
  const raw = params.get('state')
  const filter: Filter = isFilter(raw) ? raw : 'all'
  const recordId = params.get('recordId') ?? ''

  const patch = useCallback(
    (key: string, value: string, empty: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          if (value === empty) next.delete(key)
          else next.set(key, value)
          return next
        },
        { replace: true },
      ),
    [setParams],
  )

  return {
    filter,
    recordId,
    setFilter: useCallback((next: Filter) => patch('state', next, 'all'), [patch]),
    setRecordId: useCallback((next: string) => patch('recordId', next, ''), [patch]),
    clear: useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]),
  }
}
