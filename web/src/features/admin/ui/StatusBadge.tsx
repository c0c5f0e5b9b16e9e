/** A status as a coloured pill, colours per spec section 4 (bookings, store orders, payments, Users page). */
import { TEXT } from './texts'
import styles from './StatusBadge.module.css'

export type BadgeKind = 'booking' | 'order' | 'payment' | 'user'
type Tone = 'green' | 'yellow' | 'blue' | 'red' | 'grey'

const TONES: Record<BadgeKind, Record<string, Tone>> = {
  // Bookings management: confirmed green, pending yellow, completed blue, cancelled red.
  booking: { confirmed: 'green', pending: 'yellow', completed: 'blue', cancelled: 'red' },
  // Store orders: delivered, shipped, processing each their colour, any other grey.
  order: { delivered: 'green', shipped: 'blue', processing: 'yellow' },
  // Payment: paid green, pending yellow, any other red.
  payment: { paid: 'green', pending: 'yellow' },
  // Users page: completed green, confirmed blue, pending yellow, else red.
  user: { completed: 'green', confirmed: 'blue', pending: 'yellow' },
}
const FALLBACK: Record<BadgeKind, Tone> = { booking: 'grey', order: 'grey', payment: 'red', user: 'red' }

const LABELS: Record<string, string> = {
  pending: TEXT.statusPending,
  confirmed: TEXT.statusConfirmed,
  completed: TEXT.statusCompleted,
  cancelled: TEXT.statusCancelled,
  processing: TEXT.statusProcessing,
  shipped: TEXT.statusShipped,
  delivered: TEXT.statusDelivered,
  paid: TEXT.statusPaid,
  failed: TEXT.statusFailed,
  refunded: TEXT.statusRefunded,
}

/** 'pending' -> 'Pending'; unknown statuses are capitalised as they are. */
export function statusLabel(status: string): string {
  return LABELS[status] ?? (status ? status[0].toUpperCase() + status.slice(1) : status)
}

export function statusTone(status: string, kind: BadgeKind = 'booking'): Tone {
  return TONES[kind][status] ?? FALLBACK[kind]
}

export function StatusBadge({ status, kind = 'booking', label }: { status: string; kind?: BadgeKind; label?: string }) {
  return <span className={`${styles.badge} ${styles[statusTone(status, kind)]}`}>{label ?? statusLabel(status)}</span>
}
