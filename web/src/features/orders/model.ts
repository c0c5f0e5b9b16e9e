/** The three kinds of record as one list for My Orders: what each card shows and which buttons it gets. */
import { localeOf, type Language, type MessageKey, type Translate } from '../../i18n/context'
import { formatDate, formatINR } from '../../lib/format'
import { idKey } from '../../lib/records'
import type { SlotPlace } from '../../components/slots/timeSlots'
import type { Schema } from '../../lib/wire'
import type { AnyRecord, CancelResult, RecordResult, HistoryEntry, LookupResult, OrderLine, ReceiptPayment, RecordKind, RefundNote, ReviewNote } from './api'
import type { SankalpRead } from '../../components/sankalp/sankalp'

export interface OrderEntry {
  kind: RecordKind
  id: string
  /** What devotees read and type: PB-K2QM4PA9 (the server derives it from the id). */
  shortId: string
  /** The puja or service, or the products. */
  title: string
  templeId?: string
  items: OrderLine[]
  /** The booked day and slot (bookings); store orders have only createdAt. */
  date?: string
  time?: string
  createdAt: string
  amount: number
  status: string
  paymentStatus: string
  paymentMethod?: string
  transactionId?: string | null
  history: HistoryEntry[]
  customerName: string
  customerPhone: string
  customerEmail?: string
  /** Where: the delivery address of an order, the puja's address (none for an online puja). */
  address?: string
  refunds: RefundNote[]
  /** The online payment failed or was left unfinished: Pay now (online again, or cash). */
  payable: boolean
  /** Not yet shipped, begun or finished: Cancel (the refund policy says what comes back). */
  cancellable: boolean
  /** A priest booking the server lets its owner move to another date and slot now (Change date). */
  movable: boolean
  /** Delivered, paid online, within the return window (returnDays of GET /api/site), nothing refunded yet. */
  returnable: boolean
  /** Completed or delivered and not rated yet. */
  reviewable: boolean
  /** The devotee's rating of it, once given. */
  review: ReviewNote | null
  /** How the receipt states the payment; null: no receipt yet (not paid). */
  receipt: ReceiptPayment | null
  subtotal?: number
  shipping?: number
  tax?: number
  /** A priest booking's priest, once one is assigned (null: not yet). */
  priest?: string | null
  /** A priest booking's puja and place: what its free slots on another date are asked with. */
  place?: SlotPlace
  /** Photos of the puja the priest added when completing it (/media/ URLs). */
  photos?: string[]
  /** A booking's sankalp as the devotee gave it (null: none). */
  sankalp?: SankalpRead | null
  /** A temple booking's prasad sent home (none: not asked for, or the temple does not send it). */
  prasad?: Prasad
}

export interface Prasad {
  status: PrasadStatus
  courier: string | null
  trackingNumber: string | null
  /** Where it goes, on one line as the server writes it (the state in the devotee's language). */
  address: string | null
}

export function entryOf(kind: RecordKind, record: AnyRecord): OrderEntry {
  const base = {
    kind,
    id: record.id,
    shortId: record.shortId,
    createdAt: record.createdAt,
    paymentStatus: record.paymentStatus,
    history: record.statusHistory ?? [],
    customerName: record.customerName,
    customerPhone: record.customerPhone,
    customerEmail: record.customerEmail ?? undefined,
    refunds: record.refunds,
    payable: record.payable,
    cancellable: record.cancellable,
    movable: record.movable,
    returnable: record.returnable,
    reviewable: record.reviewable,
    review: record.review ?? null,
    receipt: record.receipt ?? null,
  }
  if ('orderStatus' in record) {
    const title = record.items.map((line) => line.productName).join(', ')
    return { ...base, title, address: record.shippingAddress, items: record.items, amount: record.total, status: record.orderStatus, paymentMethod: record.paymentMethod, transactionId: record.transactionId, subtotal: record.subtotal, shipping: record.shipping, tax: record.tax }
  }
  const amount = 'price' in record ? record.price : record.totalAmount
  const templeId = 'templeId' in record ? record.templeId : undefined
  const address = 'customerAddress' in record && !record.isOnline ? record.customerAddress : undefined
  const items = [{ productId: record.serviceId, productName: record.serviceName, quantity: 1, price: amount, total: amount }]
  const priest = 'priestAssigned' in record ? record.priestAssigned : undefined
  const place = 'isOnline' in record ? { serviceId: record.serviceId, online: record.isOnline, address: record.customerAddress, language: record.language ?? '' } : undefined
  const photos = 'photos' in record ? record.photos : undefined
  const prasad = 'prasadStatus' in record && record.prasadStatus ? { status: record.prasadStatus, courier: record.prasadCourier, trackingNumber: record.prasadTrackingNumber, address: record.prasadAddress } : undefined
  return { ...base, title: record.serviceName, templeId, address, items, date: record.selectedDate, time: record.selectedTime, amount, status: record.status, priest, place, photos, sankalp: record.sankalp, prasad }
}

/** All three kinds, newest first. */
export function entriesOf(result: LookupResult): OrderEntry[] {
  const all = [
    ...result.priestBookings.map((r) => entryOf('priest', r)),
    ...result.templeBookings.map((r) => entryOf('temple', r)),
    ...result.storeOrders.map((r) => entryOf('store', r)),
  ]
  return all.sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

/** Spec section 2 "My Orders": Track Order on store orders (and, issue 19, on priest bookings: who is coming); Cancel until the record ships, begins or
 * finishes (the server's rule: `cancellable`); issue 18: a receipt once a record is paid, online or in cash (the server's rule: `receipt`);
 * issue 15: Pay now after a failed online payment, Return within the return window after delivery (the server says when). */
export const canTrack = (entry: OrderEntry) => entry.kind === 'store' || entry.kind === 'priest' || shownPrasad(entry) !== undefined
export const canReceipt = (entry: OrderEntry) => entry.receipt !== null
export const canCancel = (entry: OrderEntry) => entry.cancellable
export const canPayNow = (entry: OrderEntry) => entry.payable
export const canReturn = (entry: OrderEntry) => entry.kind === 'store' && entry.returnable
/** Rate: the server says so (`reviewable`: completed or delivered, not rated yet); a record booked on
 * another device is verified first. Having a receipt says nothing: a future booking paid online, or a
 * paid one cancelled, has one and is not to be rated. */
export const canRate = (entry: OrderEntry) => entry.reviewable
/** Change date: a priest booking the server says may move now (`movable`: its one rule, the hours before its slot and the
 * statuses included, lives on the server); the slots come from the server too. */
export const canMove = (entry: OrderEntry) => entry.kind === 'priest' && entry.movable && entry.place !== undefined

/** Cancel's button and question name what is cancelled: a booking, or a store order. */
export function cancelTexts(kind: RecordKind): { cancel: MessageKey; title: MessageKey; keep: MessageKey } {
  return kind === 'store'
    ? { cancel: 'orders.cancelOrder', title: 'orders.cancelTitle', keep: 'orders.keepOrder' }
    : { cancel: 'orders.cancelBooking', title: 'orders.cancelTitleBooking', keep: 'orders.keepBooking' }
}

const ORDER = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'completed', 'cancelled']

/** The statuses present, in the order a record moves through them. */
export function statusesIn(entries: OrderEntry[]): string[] {
  const present = [...new Set(entries.map((e) => e.status))]
  const rank = (status: string) => (ORDER.includes(status) ? ORDER.indexOf(status) : ORDER.length)
  return present.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
}

export function matches(entry: OrderEntry, text: string, templeName?: string): boolean {
  const wanted = text.trim().toLowerCase()
  if (!wanted) return true
  // A typed id matches with or without the short id's hyphen, in any case.
  if (idKey(wanted) === idKey(entry.shortId) || idKey(wanted) === idKey(entry.id)) return true
  const haystack = [entry.id, entry.shortId, entry.title, templeName ?? '', entry.templeId ?? ''].join(' ').toLowerCase()
  return wanted.split(/\s+/).every((word) => haystack.includes(word))
}

const STATUS_KEYS: Record<string, MessageKey> = {
  pending: 'orders.statusPending',
  confirmed: 'orders.statusConfirmed',
  processing: 'orders.statusProcessing',
  shipped: 'orders.statusShipped',
  delivered: 'orders.statusDelivered',
  completed: 'orders.statusCompleted',
  cancelled: 'orders.statusCancelled',
}

export function statusLabel(t: Translate, status: string): string {
  const key = STATUS_KEYS[status]
  return key ? t(key) : status.charAt(0).toUpperCase() + status.slice(1)
}

/** Not a status the server keeps: what a cancelled record never paid shows (see shownPayment). */
const NOT_PAID = 'unpaid'

/** The payment as the card states it: a cancelled booking or order never paid (cash not collected, an
 * online payment never made or failed) is not paid, nothing of it pending; a paid one stays paid (its
 * refund lines say what came back). */
export function shownPayment(entry: Pick<OrderEntry, 'status' | 'paymentStatus'>): string {
  return entry.status === 'cancelled' && entry.paymentStatus !== 'paid' ? NOT_PAID : entry.paymentStatus
}

export function paymentLabel(t: Translate, status: string): string {
  if (status === 'paid') return t('orders.paymentPaid')
  if (status === 'pending') return t('orders.paymentPending')
  if (status === NOT_PAID) return t('orders.paymentNotPaid')
  if (status === 'failed') return t('orders.paymentFailed')
  return status.charAt(0).toUpperCase() + status.slice(1)
}

/** "Payment: Paid", and "Payment failed" rather than "Payment: Failed". */
export function paymentLine(t: Translate, status: string): string {
  return status === 'failed' ? t('orders.paymentFailedLine') : t('orders.paymentLine', { status: paymentLabel(t, status) })
}

type PrasadStatus = Schema<'PrasadStatus'>

const PRASAD_KEYS: Record<PrasadStatus, MessageKey> = {
  to_ship: 'orders.prasadToShip',
  shipped: 'orders.prasadShipped',
  delivered: 'orders.prasadDelivered',
  returned: 'orders.prasadReturned',
}

/** The prasad as the devotee reads it; none once its booking is cancelled before it was sent. */
export function shownPrasad(entry: Pick<OrderEntry, 'status' | 'prasad'>): Prasad | undefined {
  const prasad = entry.prasad
  return prasad && !(entry.status === 'cancelled' && prasad.status === 'to_ship') ? prasad : undefined
}

/** "Prasad: on its way", and how it travels once shipped ("India Post, tracking number EE1…IN"). */
export function prasadLines(t: Translate, prasad: Prasad): { status: string; tracking?: string } {
  const status = t('orders.prasadLine', { status: t(PRASAD_KEYS[prasad.status]) })
  if (!prasad.courier || !prasad.trackingNumber) return { status }
  return { status, tracking: t('orders.prasadTracking', { courier: prasad.courier, number: prasad.trackingNumber }) }
}

/** What a booking's history says of its prasad (the back office adds `prasad` to an entry). */
const PRASAD_EVENTS: Record<string, MessageKey> = {
  to_ship: 'orders.historyPrasadAsked',
  shipped: 'orders.historyPrasadShipped',
  delivered: 'orders.historyPrasadDelivered',
  returned: 'orders.historyPrasadReturned',
}

/** What the priest did, as a booking's history says it (their app adds `visit` to an entry). */
const VISIT_EVENTS: Record<string, MessageKey> = {
  accepted: 'orders.historyPriestAccepted',
  started: 'orders.historyPujaStarted',
}

export interface TrackEvent {
  at: string
  title: string
  details: string[]
}

/** The status history as Track lists it: each event once, in order. A new status is named; a
 * payment that left the status as it was reads as the payment; a line that says nothing new
 * (the same status again, nothing paid) is left out. */
export function trackEvents(t: Translate, history: HistoryEntry[]): TrackEvent[] {
  const events: TrackEvent[] = []
  let status: string | undefined
  let payment: string | undefined
  for (const step of history) {
    const paymentChanged = step.paymentStatus !== undefined && step.paymentStatus !== payment
    const details = step.reason ? [step.reason] : []
    const visit = step.visit ? VISIT_EVENTS[step.visit] : undefined
    const prasad = step.prasad ? PRASAD_EVENTS[step.prasad] : undefined
    if (step.courier && step.trackingNumber) details.push(t('orders.prasadTracking', { courier: step.courier, number: step.trackingNumber }))
    if (step.status !== status) {
      if (paymentChanged) details.unshift(paymentLine(t, step.paymentStatus!))
      if (prasad) details.push(t(prasad))
      events.push({ at: step.at, title: statusLabel(t, step.status), details })
    } else if (visit) {
      events.push({ at: step.at, title: t(visit), details })
    } else if (prasad) {
      events.push({ at: step.at, title: t(prasad), details })
    } else if (paymentChanged) {
      events.push({ at: step.at, title: step.paymentStatus === 'paid' ? t('orders.historyPaid') : paymentLine(t, step.paymentStatus!), details })
    } else if (step.refund) {
      events.push({ at: step.at, title: t('orders.historyRefund', { amount: formatINR(Number(step.refund)) }), details })
    }
    status = step.status
    payment = step.paymentStatus ?? payment
  }
  return events
}

export type Tone = 'success' | 'warning' | 'info' | 'danger' | 'neutral'

/** Spec section 4 colours: bookings confirmed green, pending yellow, completed blue, cancelled red;
 * store orders delivered, shipped and processing coloured, cancelled red, the rest grey. */
export function statusTone(entry: Pick<OrderEntry, 'kind' | 'status'>): Tone {
  const tones: Record<string, Tone> =
    entry.kind === 'store'
      ? { delivered: 'success', shipped: 'info', processing: 'warning', cancelled: 'danger' }
      : { confirmed: 'success', pending: 'warning', completed: 'info', cancelled: 'danger' }
  return tones[entry.status] ?? 'neutral'
}

/** Paid green, pending yellow, not paid (cancelled: nothing to do) grey, anything else (failed...) red. */
export function paymentTone(status: string): Tone {
  return status === 'paid' ? 'success' : status === 'pending' ? 'warning' : status === NOT_PAID ? 'neutral' : 'danger'
}

const REFUND_TEXTS: Record<RefundNote['state'], { key: MessageKey; tone: Tone }> = {
  QUEUED: { key: 'orders.refundInitiated', tone: 'info' },
  PENDING: { key: 'orders.refundInitiated', tone: 'info' },
  COMPLETED: { key: 'orders.refundCredited', tone: 'success' },
  FAILED: { key: 'orders.refundFailed', tone: 'danger' },
  AWAITING_APPROVAL: { key: 'orders.refundAwaitingApproval', tone: 'warning' },
  REJECTED: { key: 'orders.returnDeclined', tone: 'neutral' },
}

/** One refund in words: "Refund of ₹X initiated", "... credited", a return awaiting approval or declined. */
export function refundText(t: Translate, refund: Pick<RefundNote, 'amount' | 'state'>): { text: string; tone: Tone } {
  const { key, tone } = REFUND_TEXTS[refund.state] ?? REFUND_TEXTS.QUEUED
  return { text: t(key, { amount: formatINR(refund.amount) }), tone }
}

/** Paid, and not online (cash on delivery, at the temple's counter, to the priest): nothing goes back to a
 * payment method; the devotee comes to us for it. The server's words for it: the receipt's state. */
export function paidInCash(entry: Pick<OrderEntry, 'kind' | 'paymentStatus' | 'paymentMethod' | 'receipt'>): boolean {
  if (entry.paymentStatus !== 'paid') return false
  return entry.kind === 'store' ? entry.paymentMethod === 'cod' : entry.receipt?.state === 'paid_cash'
}

/** After a cancel: the refund it initiated (the policy's share of what was paid online); for cash paid, to
 * contact us for it; for a paid booking cancelled once its slot began, the policy's "no refund"; the general
 * note for anything else paid. */
export function cancelledText(t: Translate, result: Pick<CancelResult, 'kind' | 'record' | 'refundDue' | 'refundAmount'>): string {
  const done = t('orders.cancelledNote', { id: result.record.shortId })
  if (result.refundAmount != null) return `${done} ${t('orders.refundStarted', { amount: formatINR(result.refundAmount) })}`
  if (!result.refundDue) return done
  if (paidInCash(entryOf(result.kind, result.record))) return `${done} ${t('orders.cashRefundNote')}`
  return `${done} ${t(result.kind === 'store' ? 'orders.refundNote' : 'orders.noRefundBegun')}`
}

/** After a move: the server's message; in Hindi our own words, with the new date as the app writes dates. */
export function movedText(t: Translate, language: Language, result: Pick<RecordResult, 'kind' | 'record' | 'message'>): string {
  if (language === 'en' && result.message) return result.message
  const moved = entryOf(result.kind, result.record)
  return t('orders.movedNote', { date: formatDate(moved.date ?? '', localeOf(language)), time: moved.time ?? '' })
}
