/** The screen's data: stats, the searched temple list and the selected temple, kept live from /ws/changes. */
import { useCallback, useEffect, useState } from 'react'
import { useAdminRequest } from '../../shell/useAdminRequest'
import { useLiveReload } from '../../shell/live'
import { templesApi, type TempleDetail } from '../api'

// Tables whose rows change what this screen shows (bookings feed the stats).
const LIVE_TABLES = ['temples', 'temple_services', 'temple_bookings', 'admin_users']
const SEARCH_DELAY_MS = 250

/** The value once it has stopped changing for `delay` ms (so each keystroke is not a request). */
export function useDebounced<T>(value: T, delay = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}

export function useTemplesData(search: string, selectedId: string | null) {
  const q = useDebounced(search.trim())
  const summary = useAdminRequest((signal) => templesApi.summary(signal), [])
  const list = useAdminRequest((signal) => templesApi.list(q, signal), [q])
  const detail = useAdminRequest<TempleDetail | null>((signal) => (selectedId ? templesApi.detail(selectedId, signal) : Promise.resolve(null)), [selectedId])
  const { reload: reloadSummary } = summary
  const { reload: reloadList } = list
  const { reload: reloadDetail } = detail

  /** After a save or a change made elsewhere: everything on screen again from the server. */
  const reloadAll = useCallback(() => {
    reloadSummary()
    reloadList()
    reloadDetail()
  }, [reloadSummary, reloadList, reloadDetail])

  useLiveReload(LIVE_TABLES, reloadAll)
  // The detail of another temple than the one now selected (a stale answer) is not shown.
  const shown = detail.data && detail.data.id === selectedId ? detail.data : undefined
  return { summary, list, detail: { ...detail, data: shown }, q, reloadAll }
}
