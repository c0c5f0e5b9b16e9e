/** The three record lists of a user's details, statuses coloured as spec section 4 says for the Users page. */
import type { ReactNode } from 'react'
import { formatDate, formatINR } from '../../../../lib/format'
import { StatusBadge, statusLabel } from '../../ui/StatusBadge'
import { fill } from '../../ui/texts'
import type { PriestBookingRecord, StoreOrderRecord, TempleBookingRecord } from '../api'
import { TEXT } from '../texts'
import styles from './UserDetailsModal.module.css'

function Section({ title, shown, total, children }: { title: string; shown: number; total: number; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h3>
        {title} <span className={styles.total}>({total})</span>
      </h3>
      {total === 0 ? <p className={styles.none}>{TEXT.noneYet}</p> : <ul className={styles.records}>{children}</ul>}
      {shown < total && <p className={styles.none}>{fill(TEXT.shownOf, { shown, total })}</p>}
    </section>
  )
}

/** "Payment: Paid" (green), "Payment: Pending" (yellow), anything else red. */
function PaymentBadge({ status }: { status: string }) {
  return <StatusBadge status={status} kind="payment" label={fill(TEXT.paymentLine, { status: statusLabel(status) })} />
}

function Record({ title, detail, amount, badges }: { title: string; detail: string; amount: number; badges: ReactNode }) {
  return (
    <li className={styles.record}>
      <span className={styles.top}>
        <span className={styles.title}>{title}</span>
        <span className={styles.amount}>{formatINR(amount)}</span>
      </span>
      <span className={styles.sub}>{detail}</span>
      <span className={styles.badges}>{badges}</span>
    </li>
  )
}

export function PriestBookingList({ records, total }: { records: PriestBookingRecord[]; total: number }) {
  return (
    <Section title={TEXT.priestBookings} shown={records.length} total={total}>
      {records.map((booking) => (
        <Record
          key={booking.id}
          title={booking.serviceName}
          detail={`${booking.id} · ${formatDate(booking.selectedDate)} · ${booking.selectedTime}`}
          amount={booking.price}
          badges={
            <>
              <StatusBadge status={booking.status} kind="user" />
              <PaymentBadge status={booking.paymentStatus} />
            </>
          }
        />
      ))}
    </Section>
  )
}

export function TempleBookingList({ records, total }: { records: TempleBookingRecord[]; total: number }) {
  return (
    <Section title={TEXT.templeBookings} shown={records.length} total={total}>
      {records.map((booking) => (
        <Record
          key={booking.id}
          title={booking.serviceName}
          detail={`${booking.id} · ${formatDate(booking.selectedDate)} · ${booking.selectedTime}`}
          amount={booking.totalAmount}
          badges={
            <>
              <StatusBadge status={booking.status} kind="user" />
              <PaymentBadge status={booking.paymentStatus} />
            </>
          }
        />
      ))}
    </Section>
  )
}

export function StoreOrderList({ records, total }: { records: StoreOrderRecord[]; total: number }) {
  return (
    <Section title={TEXT.storeOrders} shown={records.length} total={total}>
      {records.map((order) => {
        const items = order.items.length === 1 ? TEXT.itemsLineOne : fill(TEXT.itemsLine, { count: order.items.length })
        return (
          <Record
            key={order.id}
            title={order.id}
            detail={`${formatDate(order.createdAt)} · ${items}`}
            amount={order.total}
            badges={
              <>
                <StatusBadge status={order.orderStatus} kind="order" />
                <PaymentBadge status={order.paymentStatus} />
              </>
            }
          />
        )
      })}
    </Section>
  )
}
