/** The looked-up records as one newest-first list; a record changed here (cancelled, a return asked
 * for) replaces its card at once, until the next answer from the server. */
import { useCallback, useMemo, useState } from 'react'
import { useRequest } from '../../../lib/useRequest'
import { lookupOrders, type Contact, type LookupResult, type RecordResult } from '../api'
import { entriesOf, entryOf, type OrderEntry } from '../model'

export function useOrders(contact: Contact | undefined) {
  const key = JSON.stringify(contact ?? null)
  const request = useRequest((signal) => (contact ? lookupOrders(contact, signal) : Promise.resolve(undefined)), [key])
  // Changes made on this screen since the lookup answered, by record (dropped with its next answer).
  const [updated, setUpdated] = useState<{ since: LookupResult | undefined; entries: Map<string, OrderEntry> }>({ since: undefined, entries: new Map() })
  const changes = updated.since === request.data ? updated.entries : undefined

  const entries = useMemo(() => {
    if (!request.data) return undefined
    return entriesOf(request.data).map((entry) => changes?.get(`${entry.kind}:${entry.id}`) ?? entry)
  }, [request.data, changes])

  const data = request.data
  const applyRecord = useCallback(
    (result: Pick<RecordResult, 'kind' | 'record'>) => {
      const entry = entryOf(result.kind, result.record)
      setUpdated((current) => {
        const next = new Map(current.since === data ? current.entries : [])
        next.set(`${entry.kind}:${entry.id}`, entry)
        return { since: data, entries: next }
      })
    },
    [data],
  )

  const verified = request.data?.verified ?? false
  // Records of the contact made on another device: only how many, until the code is confirmed.
  const hidden = request.data?.hidden ?? 0
  return { entries, verified, hidden, error: request.error, loading: request.loading, reload: request.reload, applyRecord }
}
