/** An order's details in a dialog (the original used alert()): address, items, money, payment, status, history. */
import { Link } from 'react-router-dom'
import { Button } from '../../../../components/Button'
import { Modal } from '../../../../components/Modal'
import { ErrorState, Spinner } from '../../../../components/States'
import { formatDateTime, formatINR } from '../../../../lib/format'
import { useAdminRequest } from '../../shell/useAdminRequest'
import { describeAdminError } from '../../ui/errors'
import { StatusBadge, statusLabel } from '../../ui/StatusBadge'
import { TEXT as UI, fill } from '../../ui/texts'
import { storeApi, type StoreOrder } from '../api'
import { paymentMethod } from '../orderText'
import { TEXT } from '../texts'
import styles from './OrderDetailsModal.module.css'

interface Props {
  orderId: string | undefined
  onClose: () => void
  onEditAddress: (order: StoreOrder) => void
}

export function OrderDetailsModal({ orderId, onClose, onEditAddress }: Props) {
  const order = useAdminRequest((signal) => (orderId ? storeApi.order(orderId, signal) : Promise.resolve(undefined)), [orderId])
  const data = order.data?.id === orderId ? order.data : undefined
  return (
    <Modal open={orderId !== undefined} title={fill(TEXT.orderDetailsTitle, { id: orderId ?? '' })} onClose={onClose} closeLabel={UI.close} size="large">
      {order.error && <ErrorState message={describeAdminError(order.error)} onRetry={order.reload} retryLabel={UI.retry} />}
      {!data && order.loading && <Spinner label={UI.loading} />}
      {data && <OrderDetails order={data} onEditAddress={() => onEditAddress(data)} />}
    </Modal>
  )
}

function OrderDetails({ order, onEditAddress }: { order: StoreOrder; onEditAddress: () => void }) {
  return (
    <div className={styles.details}>
      <dl className={styles.facts}>
        <div>
          <dt>{TEXT.customer}</dt>
          <dd>
            {order.customerName}
            <span className={styles.sub}>{[order.customerPhone, order.customerEmail].filter(Boolean).join(' · ')}</span>
          </dd>
        </div>
        <div>
          <dt>{TEXT.date}</dt>
          <dd>{formatDateTime(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{TEXT.status}</dt>
          <dd>
            <StatusBadge status={order.orderStatus} kind="order" />
          </dd>
        </div>
        <div>
          <dt>{TEXT.payment}</dt>
          <dd>
            {paymentMethod(order.paymentMethod)} <StatusBadge status={order.paymentStatus} kind="payment" />
            {order.transactionId && <span className={styles.sub}>{fill(TEXT.transactionLine, { id: order.transactionId })}</span>}
            <Link className={styles.link} to={`/admin/refunds?recordId=${encodeURIComponent(order.id)}`} aria-label={fill(TEXT.refundsOf, { id: order.id })}>
              {TEXT.refunds}
            </Link>
          </dd>
        </div>
      </dl>

      <section className={styles.block}>
        <div className={styles.blockHead}>
          <h3>{TEXT.shippingAddress}</h3>
          <Button variant="quiet" onClick={onEditAddress}>
            {TEXT.editAddress}
          </Button>
        </div>
        <p className={styles.address}>{order.shippingAddress}</p>
      </section>

      <section className={styles.block}>
        <h3>{TEXT.items}</h3>
        <ul className={styles.lines}>
          {order.items.map((line, index) => (
            <li key={`${line.productId}-${index}`} className={styles.line}>
              <span>
                {line.productName}
                <span className={styles.sub}>{fill(TEXT.quantityTimes, { quantity: line.quantity, price: formatINR(line.price) })}</span>
              </span>
              <span className={styles.amount}>{formatINR(line.total)}</span>
            </li>
          ))}
        </ul>
        <dl className={styles.totals}>
          <div>
            <dt>{TEXT.subtotal}</dt>
            <dd>{formatINR(order.subtotal)}</dd>
          </div>
          <div>
            <dt>{TEXT.shipping}</dt>
            <dd>{order.shipping === 0 ? TEXT.free : formatINR(order.shipping)}</dd>
          </div>
          <div>
            <dt>{TEXT.tax}</dt>
            <dd>{formatINR(order.tax)}</dd>
          </div>
          <div className={styles.grand}>
            <dt>{TEXT.total}</dt>
            <dd>{formatINR(order.total)}</dd>
          </div>
        </dl>
      </section>

      <section className={styles.block}>
        <h3>{TEXT.statusHistory}</h3>
        {order.statusHistory.length === 0 ? (
          <p>{TEXT.noHistory}</p>
        ) : (
          <ol className={styles.history}>
            {order.statusHistory.map((step, index) => (
              <li key={`${step.at}-${index}`}>
                <span className={styles.strong}>{statusLabel(step.status ?? step.paymentStatus ?? '')}</span>
                {step.at && <time dateTime={step.at}>{formatDateTime(step.at)}</time>}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}
