/** Changing an order's status from the table's dropdown: one request per row, the new status
 * shown at once, the server's refusal shown next to the table. */
import { useState } from 'react'
import { useAdminAction } from '../../shell/useAdminRequest'
import { describeAdminError } from '../../ui/errors'
import { statusLabel } from '../../ui/StatusBadge'
import { fill } from '../../ui/texts'
import { storeApi, type OrderRow, type OrderStatus } from '../api'
import { TEXT } from '../texts'

export function useOrderStatus(onChanged: () => void) {
  const { run } = useAdminAction()
  // Keyed by the row object: once the list reloads (new rows), the server's value shows again.
  const [shown, setShown] = useState(() => new Map<OrderRow, Pick<OrderRow, 'orderStatus' | 'nextStatuses'>>())
  const [busyId, setBusyId] = useState<string>()
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string }>()

  const statusOf = (row: OrderRow) => (shown.get(row) ?? row).orderStatus
  /** What the status may become now, by the server's transition table (the current one first). */
  const optionsOf = (row: OrderRow): readonly OrderStatus[] => (shown.get(row) ?? row).nextStatuses

  const change = async (row: OrderRow, status: string) => {
    setBusyId(row.id)
    setMessage(undefined)
    try {
      const order = await run(() => storeApi.changeStatus(row.id, status))
      setShown((current) => new Map(current).set(row, { orderStatus: order.orderStatus, nextStatuses: order.nextStatuses }))
      setMessage({ tone: 'success', text: fill(TEXT.statusChanged, { id: row.id, status: statusLabel(order.orderStatus) }) })
      onChanged()
    } catch (error) {
      setMessage({ tone: 'error', text: describeAdminError(error) })
    } finally {
      setBusyId(undefined)
    }
  }
  return { statusOf, optionsOf, change, busyId, message }
}
