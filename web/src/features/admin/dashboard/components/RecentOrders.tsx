/** The first five store orders: order id, customer, total and order status. */
import { formatINR } from '../../../../lib/format'
import { EmptyState } from '../../../../components/States'
import { AdminTable } from '../../ui/AdminTable'
import { StatusBadge } from '../../ui/StatusBadge'
import type { RecentOrder } from '../api'
import { TEXT } from '../texts'
import { RecentPanel } from './RecentPanel'
import styles from './RecentPanel.module.css'

export function RecentOrders({ orders }: { orders: RecentOrder[] }) {
  return (
    <RecentPanel title={TEXT.recentOrders} link={{ to: '/admin/store/orders', text: TEXT.viewAll, label: TEXT.viewAllOrdersLabel }}>
      {orders.length === 0 ? (
        <EmptyState title={TEXT.noOrders} />
      ) : (
        <AdminTable caption={TEXT.recentOrders}>
          <thead>
            <tr>
              <th scope="col">{TEXT.orderId}</th>
              <th scope="col">{TEXT.customer}</th>
              <th scope="col">{TEXT.total}</th>
              <th scope="col">{TEXT.orderStatus}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <td>
                  {/* The short id keeps the table inside its card; the full one is on hover and in Store Orders. */}
                  <code className={styles.id} title={order.id}>
                    {order.shortId}
                  </code>
                </td>
                <td>{order.customerName}</td>
                <td>{formatINR(order.total)}</td>
                <td>
                  <StatusBadge status={order.orderStatus} kind="order" />
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
    </RecentPanel>
  )
}
