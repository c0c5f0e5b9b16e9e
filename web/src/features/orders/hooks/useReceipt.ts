/** The record a receipt page shows, as the owner's browser may read it, with its temple's name. */
import { useRequest } from '../../../lib/useRequest'
import type { RecordKind } from '../api'
import { fetchOwnRecord, fetchTempleName } from '../api'
import { entryOf, type OrderEntry } from '../model'

export interface ReceiptData {
  entry: OrderEntry
  templeName?: string
}

export function useReceipt(kind: RecordKind, id: string) {
  return useRequest<ReceiptData>(
    async (signal) => {
      const { record } = await fetchOwnRecord(kind, id, signal)
      const entry = entryOf(kind, record)
      // A temple that cannot be read is just left off: the booking is what matters.
      const templeName = entry.templeId ? await fetchTempleName(entry.templeId, signal).catch(() => undefined) : undefined
      return { entry, templeName }
    },
    [kind, id],
  )
}
