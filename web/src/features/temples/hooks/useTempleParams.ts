/** The temple screen's state in the address (search, page, radius, open temple and pooja), so back and reload work. */
import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'

type Patch = Partial<Record<'q' | 'page' | 'r' | 'temple' | 'service', string | number | undefined>>

export interface TempleParams {
  search: string
  page: number
  radius: number
  templeId: string | undefined
  serviceId: string | undefined
  /** Change the list's inputs in place (no new history entry, no jump to the top). */
  setList: (patch: Patch) => void
  /** The address of this screen with `patch` applied, for real links (open a temple, go back). */
  href: (patch: Patch) => string
}

function apply(current: URLSearchParams, patch: Patch): URLSearchParams {
  const next = new URLSearchParams(current)
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || value === '') next.delete(key)
    else next.set(key, String(value))
  }
  return next
}

export function useTempleParams(radiusOptions: number[], defaultRadius: number): TempleParams {
  const [params, setParams] = useSearchParams()
  const pageNumber = Math.floor(Number(params.get('page')))
  const wanted = Number(params.get('r'))

  const setList = useCallback(
    (patch: Patch) => setParams((current) => apply(current, patch), { replace: true, preventScrollReset: true }),
    [setParams],
  )
  const href = useCallback((patch: Patch) => {
    const text = apply(params, patch).toString()
    return text ? `?${text}` : '?'
  }, [params])

  return {
    search: params.get('q') ?? '',
    page: pageNumber >= 1 && pageNumber <= 1000 ? pageNumber : 1,
    radius: radiusOptions.includes(wanted) ? wanted : defaultRadius,
    templeId: params.get('temple') || undefined,
    serviceId: params.get('service') || undefined,
    setList,
    href,
  }
}
