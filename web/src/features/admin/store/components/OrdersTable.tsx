/** The orders table: id, customer, items in short, total with subtotal, payment, a status dropdown, actions. */
import { Button } from '../../../../components/Button'
import { formatDateTime, formatINR } from '../../../../lib/format'
import { AdminTable } from '../../ui/AdminTable'
import { StatusBadge } from '../../ui/StatusBadge'
import { StatusSelect } from '../../ui/StatusSelect'
import { fill } from '../../ui/texts'
import type { OrderRow, OrderStatus } from '../api'
import { itemCount, itemNames, paymentMethod } from '../orderText'
import { TEXT } from '../texts'
import styles from './OrdersTable.module.css'

interface Props {
  rows: OrderRow[]
  statusOf: (row: OrderRow) => string
  /** What each row's status may become now (the current one first); a final status is only shown. */
  optionsOf: (row: OrderRow) => readonly OrderStatus[]
  busyId: string | undefined
  onStatus: (row: OrderRow, status: string) => void
  onView: (row: OrderRow) => void
  onEditAddress: (row: OrderRow) => void
  addressBusyId: string | undefined
}

export function OrdersTable({ rows, statusOf, optionsOf, busyId, onStatus, onView, onEditAddress, addressBusyId }: Props) {
  return (
    <div className={styles.compact}>
      <AdminTable caption={TEXT.ordersCaption}>
      <thead>
        <tr>
          <th scope="col">{TEXT.orderId}</th>
          <th scope="col">{TEXT.customer}</th>
          <th scope="col">{TEXT.items}</th>
          <th scope="col">{TEXT.total}</th>
          <th scope="col">{TEXT.payment}</th>
          <th scope="col">{TEXT.status}</th>
          <th scope="col">{TEXT.actions}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>
              {/* The short id the devotee reads out (SO-K2QM4PA9) first, as in Bookings Management. */}
              {row.shortId !== row.id && <span className={styles.shortId}>{row.shortId}</span>}
              <span className={styles.id}>{row.id}</span>
              <span className={styles.sub}>{formatDateTime(row.createdAt)}</span>
            </td>
            <td className={styles.customer}>
              <span className={styles.strong}>{row.customerName}</span>
              <span className={styles.sub}>{row.customerPhone}</span>
            </td>
            <td className={styles.items}>
              <span className={styles.strong}>{itemCount(row.itemCount)}</span>
              <span className={styles.sub}>{itemNames(row)}</span>
            </td>
            <td className={styles.money}>
              <span className={styles.strong}>{formatINR(row.total)}</span>
              <span className={styles.sub}>{fill(TEXT.subtotalLine, { amount: formatINR(row.subtotal) })}</span>
            </td>
            <td>
              <span className={styles.strong}>{paymentMethod(row.paymentMethod)}</span>
              <StatusBadge status={row.paymentStatus} kind="payment" />
            </td>
            <td>
              {optionsOf(row).length > 1 ? (
                <StatusSelect label={fill(TEXT.orderStatusOf, { id: row.id })} value={statusOf(row)} options={optionsOf(row)} busy={busyId === row.id} onChange={(status) => onStatus(row, status)} />
              ) : (
                <StatusBadge status={statusOf(row)} />
              )}
            </td>
            <td>
              <div className={styles.actions}>
                <Button variant="secondary" onClick={() => onView(row)} aria-label={fill(TEXT.viewDetailsOf, { id: row.id })}>
                  {TEXT.viewDetails}
                </Button>
                <Button variant="quiet" onClick={() => onEditAddress(row)} busy={addressBusyId === row.id} aria-label={fill(TEXT.editAddressOf, { id: row.id })}>
                  {TEXT.editAddress}
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
      </AdminTable>
    </div>
  )
}
