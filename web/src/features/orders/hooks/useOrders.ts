/** The looked-up records as one newest-first list; a cancelled record replaces its card at once. */
import { useCallback, useMemo, useState } from 'react'
import { useRequest } from '../../../lib/useRequest'
import { lookupOrders, type CancelResult, type Contact } from '../api'
import { entriesOf, entryOf, type OrderEntry } from '../model'

export function useOrders(contact: Contact | undefined) {
  const key = JSON.stringify(contact ?? null)
  const request = useRequest((signal) => (contact ? lookupOrders(contact, signal) : Promise.resolve(undefined)), [key])
  // Changes made on this screen since the lookup, by record id (dropped on the next lookup).
  const [updated, setUpdated] = useState<{ key: string; entries: Map<string, OrderEntry> }>({ key, entries: new Map() })
  const changes = updated.key === key ? updated.entries : undefined

  const entries = useMemo(() => {
    if (!request.data) return undefined
    return entriesOf(request.data).map((entry) => changes?.get(`${entry.kind}:${entry.id}`) ?? entry)
  }, [request.data, changes])

  const applyCancel = useCallback(
    (result: CancelResult) => {
      const entry = entryOf(result.kind, result.record)
      setUpdated((current) => {
        const next = new Map(current.key === key ? current.entries : [])
        next.set(`${entry.kind}:${entry.id}`, entry)
        return { key, entries: next }
      })
    },
    [key],
  )

  return { entries, error: request.error, loading: request.loading, reload: request.reload, applyCancel }
}
