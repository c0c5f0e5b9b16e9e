/** Cells both booking tables show the same way: customer, date and time, amount with its payment state. */
import { formatDate, formatINR } from '../../../../lib/format'
import { TEXT } from '../texts'
import styles from './BookingTable.module.css'

export function CustomerCell({ name, phone }: { name: string; phone: string }) {
  return (
    <td className={styles.text}>
      <span className={styles.primary}>{name}</span>
      <span className={styles.secondary}>{phone}</span>
    </td>
  )
}

export function WhenCell({ date, time }: { date: string; time: string }) {
  return (
    <td className={styles.nowrap}>
      <span className={styles.primary}>{formatDate(date)}</span>
      <span className={styles.secondary}>{time}</span>
    </td>
  )
}

export function AmountCell({ amount, paymentStatus }: { amount: number; paymentStatus: string }) {
  const paid = paymentStatus === 'paid'
  return (
    <td>
      <span className={styles.amount}>{formatINR(amount)}</span>
      <span className={paid ? styles.paid : styles.unpaid}>{paid ? TEXT.paid : TEXT.pendingPayment}</span>
    </td>
  )
}

/** The service's name as stored on the booking; a booking whose service vanished says Unknown Service. */
export const serviceName = (name: string | null | undefined) => name?.trim() || TEXT.unknownService
