/** The cart: its lines, the delivery details, the server's totals and Proceed to Payment; or, with
 * nothing in it, "Your cart is empty" and Continue Shopping. */
import { useId } from 'react'
import { Button } from '../../../components/Button'
import { Modal } from '../../../components/Modal'
import { EmptyState, ErrorState } from '../../../components/States'
import { useT } from '../../../i18n/context'
import { describeError } from '../../../i18n/errors'
import type { ApiError } from '../../../lib/api'
import type { Quote } from '../api'
import { lastDelivery, type CheckoutDraft, type Delivery } from '../hooks/useCheckoutDraft'
import type { CheckoutErrors } from '../validation'
import { CartLines } from './CartLines'
import { DeliveryForm } from './DeliveryForm'
import { OrderTotals } from './OrderTotals'
import styles from './CartModal.module.css'

interface Props {
  open: boolean
  draft: CheckoutDraft
  quote: { data: Quote | null | undefined; error: ApiError | undefined; loading: boolean; reload: () => void }
  errors: CheckoutErrors
  onQuantity: (productId: string, quantity: number) => void
  onRemove: (productId: string) => void
  onDelivery: (patch: Partial<Delivery>) => void
  onProceed: () => void
  onClose: () => void
}

export function CartModal({ open, draft, quote, errors, onQuantity, onRemove, onDelivery, onProceed, onClose }: Props) {
  const t = useT()
  const emptyId = useId()
  const empty = draft.items.length === 0
  const blocked = quote.data?.lines.some((line) => !line.available) ?? false
  // Nothing to pay for: no delivery form and no Proceed to Payment, just the way back to the shelves.
  if (empty) {
    return (
      <Modal open={open} title={t('store.cartTitle')} onClose={onClose} closeLabel={t('common.close')}>
        <EmptyState title={<span id={emptyId}>{t('common.cartEmpty')}</span>}>
          {/* Focused when the last line goes (its remove button went with it), and says why. */}
          <Button onClick={onClose} data-autofocus autoFocus aria-describedby={emptyId}>
            {t('store.continueShopping')}
          </Button>
        </EmptyState>
      </Modal>
    )
  }
  const footer = (
    <Button block onClick={onProceed} busy={quote.loading && !quote.data}>
      {t('store.proceed')}
    </Button>
  )
  return (
    <Modal open={open} title={t('store.cartTitle')} onClose={onClose} closeLabel={t('common.close')} footer={footer}>
      <CartLines items={draft.items} lines={quote.data?.lines} onQuantity={onQuantity} onRemove={onRemove} />
      {errors.items && (
        <p className={styles.problem} role="alert" tabIndex={-1} data-refusal>
          {errors.items}
        </p>
      )}
      {blocked && (
        <p className={styles.problem} role="alert">
          {t('store.unavailableLines')}
        </p>
      )}
      {quote.error && <ErrorState message={describeError(t, quote.error)} onRetry={quote.reload} retryLabel={t('common.retry')} />}
      {!quote.error && <OrderTotals quote={quote.data} updating={quote.loading} />}
      <DeliveryForm value={draft} errors={errors} onChange={onDelivery} remembered={isLastDelivery(draft)} />
    </Modal>
  )
}

/** The address shown is the one the last order on this device went to (the form says so). */
function isLastDelivery(draft: Delivery): boolean {
  const last = lastDelivery()
  return !!last?.houseAndStreet && last.houseAndStreet === draft.houseAndStreet && last.pinCode === draft.pinCode
}
