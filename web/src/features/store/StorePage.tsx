/** /store: browse and search products, fill the cart, check out with the server's totals. */
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { useLinkedParam } from '../../lib/useLinkedParam'
import { Button } from '../../components/Button'
import { Notice } from '../../components/States'
import { PaymentDialog } from '../../components/payment/PaymentDialog'
import type { PaymentSuccess } from '../../components/payment/contract'
import { useT } from '../../i18n/context'
import type { Product } from './api'
import { CartModal } from './components/CartModal'
import { CheckoutBar } from './components/CheckoutBar'
import { OrderConfirmation } from './components/OrderConfirmation'
import { ProductBrowser } from './components/ProductBrowser'
import { useCheckout } from './hooks/useCheckout'
import { CHECKOUT_DRAFT, useCheckoutDraft, type Delivery } from './hooks/useCheckoutDraft'
import { useDebounced } from '../../lib/useDebounced'
import { useProducts } from './hooks/useProducts'
import { useQuote } from './hooks/useQuote'
import { hasErrors, validateCheckout, type CheckoutErrors } from './validation'
import styles from './StorePage.module.css'
import { showFirstInvalid } from '../../lib/showInvalid'
import { sayingCategories, useStoreCategories } from '../../lib/storeCategories'

type View = 'shop' | 'cart' | 'pay'

export default function StorePage() {
  const t = useT()
  const cart = useCheckoutDraft()
  const categories = useStoreCategories()
  // Opened with what was asked for (?q=, ?category=, ?cart=open: from the assistant or a link).
  const [search, setSearch] = useState('')
  const [category, setCategory] = useState<string | null>(null)
  useLinkedParam('q', setSearch)
  useLinkedParam('category', setCategory)
  const products = useProducts(useDebounced(search), category)
  const quote = useQuote(cart.items)
  const checkout = useCheckout(cart.draft, cart.clear, products.refresh)
  const [view, setView] = useState<View>('shop')
  useLinkedParam('cart', (value) => value === 'open' && setView('cart'))
  const [errors, setErrors] = useState<CheckoutErrors>({})
  const shownErrors = { ...checkout.serverErrors, ...errors }

  const quantities = new Map(cart.items.map((item) => [item.productId, item.quantity]))
  const onDelivery = (patch: Partial<Delivery>) => {
    cart.setDelivery(patch)
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))))
    checkout.clearServerErrors()
  }
  const onProceed = () => {
    const found = validateCheckout(t, cart.draft)
    setErrors(found)
    const unavailable = quote.data?.lines.some((line) => !line.available) ?? true
    if (!hasErrors(found) && !unavailable) return setView('pay')
    // Take the devotee to the first field to fix, its message in view (after React has drawn the messages).
    requestAnimationFrame(() => showFirstInvalid(document.querySelector('[role="dialog"]') ?? document))
  }
  // The server refused the details (a field, the address, an item run short): nothing was paid, so
  // the devotee goes back to the cart, to what it refused, its message in view.
  const [refusals, setRefusals] = useState(0)
  const backToCart = () => {
    quote.reload()
    setView('cart')
    setRefusals((count) => count + 1)
  }
  useEffect(() => {
    if (refusals > 0) showRefusal(document.querySelector('[role="dialog"]') ?? document)
  }, [refusals])
  const startOver = () => {
    cart.clear()
    checkout.forgetPlaced()
  }
  const onPaid = (success: PaymentSuccess) => {
    checkout.onPaid(success)
    setView('shop')
  }

  return (
    <div className={`page ${cart.count > 0 ? styles.withBar : ''}`}>
      <header className={styles.header}>
        <h1>{t('store.title')}</h1>
        <p className={styles.subtitle}>{sayingCategories(t, categories, 'store.subtitle', 'store.subtitleGeneric')}</p>
      </header>
      {checkout.queued > 0 && (
        <Notice tone="warning">
          <p>{t('common.pendingSend', { what: t('store.orderWhat') })}</p>
          <Button variant="secondary" onClick={() => void checkout.retryQueued()}>
            {t('store.sendNow')}
          </Button>
        </Notice>
      )}
      {checkout.placed && view !== 'pay' && (
        <Notice tone="info">
          <p>{t('store.placedWaiting', { id: checkout.placed.record.id })}</p>
          <div className={styles.noticeActions}>
            <Link to="/user/orders">{t('store.viewOrders')}</Link>
            <Button variant="secondary" onClick={startOver}>
              {t('store.clearCart')}
            </Button>
          </div>
        </Notice>
      )}
      <ProductBrowser
        search={search}
        category={category}
        onSearch={setSearch}
        onCategory={setCategory}
        products={products}
        inCart={(id) => quantities.get(id) ?? 0}
        onAdd={cart.add}
        onQuantity={(product: Product, quantity) => cart.setQuantity(product.id, quantity, product)}
      />
      {cart.count > 0 && view === 'shop' && <CheckoutBar count={cart.count} total={quote.data?.total} onOpen={() => setView('cart')} />}
      <CartModal
        open={view === 'cart'}
        draft={cart.draft}
        quote={quote}
        errors={shownErrors}
        onQuantity={(id, quantity) => {
          cart.setQuantity(id, quantity)
          checkout.clearServerErrors(['items'])
        }}
        onRemove={(id) => {
          cart.remove(id)
          checkout.clearServerErrors(['items'])
        }}
        onDelivery={onDelivery}
        onProceed={onProceed}
        onClose={() => setView('shop')}
      />
      <PaymentDialog
        open={view === 'pay'}
        kind="store"
        amount={quote.data?.total ?? 0}
        customer={{ name: cart.draft.customerName.trim(), phone: cart.draft.customerPhone.trim(), email: cart.draft.customerEmail.trim() || undefined }}
        createRecord={(method) => checkout.createRecord(method, backToCart)}
        onClose={() => {
          // Back at the cart, it shows stock as it is now (the order may have found a line short).
          quote.reload()
          setView('cart')
        }}
        onPaid={onPaid}
        draftKey={CHECKOUT_DRAFT}
      />
      <OrderConfirmation confirmation={checkout.confirmation} onClose={checkout.dismissConfirmation} />
    </div>
  )
}

/** The first field refused, or else the refusal's message (one that names no field, or the lines). */
function showRefusal(root: ParentNode): void {
  if (root.querySelector('[aria-invalid="true"]')) return showFirstInvalid(root)
  const message = root.querySelector<HTMLElement>('[data-refusal]')
  message?.focus({ preventScroll: true })
  message?.scrollIntoView?.({ block: 'center' })
}
