/** The priest's bookings: fetched, asked again every minute and when the app comes back to the front
 * (a new offer, the phone number at its hour), and changed at once by what the priest does. */
import { useCallback, useEffect, useState } from 'react'
import { useRequest } from '../../../lib/useRequest'
import { fetchVisits, type Visit, type VisitList } from '../api'
import { signedOut } from '../errors'
import { usePriestSession } from '../session'

const EVERY_MS = 60_000

export interface Visits {
  today: string | undefined
  visits: Visit[]
  loading: boolean
  error: unknown
  reload: () => void
  /** A booking as the server answered a step on it; null: no longer the priest's (declined). */
  changed: (bookingId: string, visit: Visit | null) => void
}

export function useVisits(): Visits {
  const { ended } = usePriestSession()
  const { data, error, loading, reload } = useRequest((signal) => fetchVisits(signal), [])
  // Answers to the priest's steps, over the list they were taken on (a newer list replaces them).
  const [patch, setPatch] = useState<{ base?: VisitList; visits: Record<string, Visit | null> }>({ visits: {} })

  useEffect(() => {
    if (signedOut(error)) ended()
  }, [error, ended])

  useEffect(() => {
    const timer = window.setInterval(reload, EVERY_MS)
    const onShow = () => document.visibilityState === 'visible' && reload()
    document.addEventListener('visibilitychange', onShow)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onShow)
    }
  }, [reload])

  const changed = useCallback(
    (bookingId: string, visit: Visit | null) =>
      setPatch((current) => ({ base: data, visits: { ...(current.base === data ? current.visits : {}), [bookingId]: visit } })),
    [data],
  )

  const own = patch.base === data ? patch.visits : {}
  const visits = (data?.visits ?? []).flatMap((visit) => {
    const answered = own[visit.bookingId]
    return answered === null ? [] : [answered ?? visit]
  })
  return { today: data?.today, visits, loading: loading && !data, error: data ? undefined : error, reload, changed }
}
