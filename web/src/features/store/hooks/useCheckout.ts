/**
 * Placing the order: the outbox sends it (never lost offline), an order already created for
 * the same cart and details is reused (so reopening the payment never makes a second one), and
 * the confirmation shows once it is paid, or once a queued order went through later.
 */
import { useCallback, useEffect, useState } from 'react'
import { addressBody } from '../../../lib/address'
import { load, remove, save } from '../../../lib/storage'
import { useOutbox } from '../../../lib/useOutbox'
import type { PaymentMethod, PaymentRecord, PaymentSuccess } from '../../../components/payment/contract'
import { useI18n } from '../../../i18n/context'
import { useSite } from '../../../lib/site'
import { ORDERS_PATH, type CheckoutBody } from '../api'
import type { StoreOrder } from '../../../lib/records'
import { detailsRefusal } from '../refusals'
import { rememberDelivery, type CheckoutDraft } from './useCheckoutDraft'
import type { CheckoutErrors, CheckoutField } from '../validation'

/** An order the server created for this cart that has not been confirmed on this screen yet. */
export interface Placed {
  body: string
  record: PaymentRecord
  shortId?: string
}

export interface Confirmation {
  id: string
  /** The id devotees read (SO-K2QM4PA9), from the server; absent for an order placed before it had one. */
  shortId?: string
  total: number
  /** Paid online, cash on delivery, or sent later from the outbox (payment still to settle). */
  method: PaymentMethod | 'later'
}

const PLACED = 'store.placed'

export function orderBody(draft: CheckoutDraft, method: PaymentMethod): CheckoutBody {
  return {
    items: draft.items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
    customerName: draft.customerName.trim(),
    customerPhone: draft.customerPhone.trim(),
    customerEmail: draft.customerEmail.trim() || null,
    deliveryAddress: addressBody(draft),
    paymentMethod: method === 'online' ? 'phonepe' : 'cod',
  }
}

type Line = { productId: string; quantity: number }

function itemsKey(lines: Line[]): string {
  return lines
    .map((line) => `${line.productId}:${line.quantity}`)
    .sort()
    .join(',')
}

/** The order placed earlier for exactly this cart, if any (a stale one for another cart is not). */
function placedFor(placed: Placed | undefined, draft: CheckoutDraft): Placed | undefined {
  if (!placed) return undefined
  const body = JSON.parse(placed.body) as CheckoutBody
  return itemsKey(body.items) === itemsKey(draft.items) ? placed : undefined
}

export function useCheckout(draft: CheckoutDraft, clearDraft: () => void, onOrdered: () => void) {
  const { t, language } = useI18n()
  const states = useSite()?.states
  const box = useOutbox<StoreOrder>('store-order', ORDERS_PATH)
  const [serverErrors, setServerErrors] = useState<CheckoutErrors>({})
  const [confirmation, setConfirmation] = useState<Confirmation>()
  const [placed, setPlaced] = useState<Placed | undefined>(() => load<Placed>(PLACED))
  const [shownDelivered, setShownDelivered] = useState(0)

  /** The payment dialog's createRecord. A refusal of the details (a field, the address, an item
   * run short) goes back to the cart, said at its fields: `onRefused` takes the devotee there. */
  const createRecord = useCallback(
    async (method: PaymentMethod, onRefused: () => void): Promise<PaymentRecord> => {
      const body = orderBody(draft, method)
      const text = JSON.stringify(body)
      const earlier = load<Placed>(PLACED)
      if (earlier?.body === text) return earlier.record
      setServerErrors({})
      try {
        const order = await box.submit(body)
        const made: Placed = { body: text, record: { id: order.id, amount: order.total }, shortId: order.shortId }
        save(PLACED, made, 2)
        setPlaced(made)
        return made.record
      } catch (error) {
        const refused = detailsRefusal(t, language, states ?? [], error)
        if (refused) {
          setServerErrors(refused)
          onRefused()
        }
        throw error
      }
    },
    [box, draft, language, states, t],
  )

  const finish = useCallback(
    (done: Confirmation) => {
      setConfirmation(done)
      remove(PLACED)
      setPlaced(undefined)
      rememberDelivery(draft)
      clearDraft()
      onOrdered()
    },
    [clearDraft, draft, onOrdered],
  )

  const onPaid = useCallback(
    ({ method, record }: PaymentSuccess) => {
      const made = load<Placed>(PLACED)
      const shortId = made?.record.id === record.id ? made.shortId : undefined
      finish({ id: record.id, shortId, total: record.amount, method })
    },
    [finish],
  )

  // An order queued offline that went through on a later retry: confirm it, empty its cart.
  const latest = box.delivered.length > shownDelivered ? box.delivered[box.delivered.length - 1] : undefined
  useEffect(() => {
    if (!latest) return
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new outbox result is an event
    setShownDelivered(box.delivered.length)
    const done: Confirmation = { id: latest.id, shortId: latest.shortId, total: latest.total, method: 'later' }
    if (itemsKey(latest.items) === itemsKey(draft.items)) finish(done)
    else setConfirmation(done)
  }, [latest, box.delivered.length, draft, finish])

  /** Forgets what the server said of the given fields, or of all of them. */
  const clearServerErrors = useCallback((fields?: CheckoutField[]) => {
    setServerErrors((now) => (fields ? Object.fromEntries(Object.entries(now).filter(([field]) => !fields.includes(field as CheckoutField))) : {}))
  }, [])

  const forgetPlaced = useCallback(() => {
    remove(PLACED)
    setPlaced(undefined)
  }, [])

  return {
    createRecord,
    onPaid,
    queued: box.queued.length,
    retryQueued: box.retry,
    serverErrors,
    clearServerErrors,
    confirmation,
    dismissConfirmation: () => setConfirmation(undefined),
    placed: placedFor(placed, draft),
    forgetPlaced,
  }
}
