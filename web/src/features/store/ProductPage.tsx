/** /store/:productId: one product with its pictures, description, price and stock, added to the
 * same cart as the store's (out of stock: shown, with the Add button disabled). */
import { Link, useParams } from 'react-router-dom'
import { Button } from '../../components/Button'
import { ErrorState, Notice, Spinner } from '../../components/States'
import { describeError } from '../../i18n/errors'
import { useT } from '../../i18n/context'
import { ApiError } from '../../lib/api'
import { formatINR } from '../../lib/format'
import { useRequest } from '../../lib/useRequest'
import { fetchProduct } from './api'
import { ProductImage } from './components/ProductImage'
import { QuantityStepper } from './components/QuantityStepper'
import { maxQuantity, useCheckoutDraft } from './hooks/useCheckoutDraft'
import { orderable, stockText } from './stock'
import styles from './ProductPage.module.css'

export default function ProductPage() {
  const t = useT()
  const { productId = '' } = useParams()
  const cart = useCheckoutDraft()
  const result = useRequest((signal) => fetchProduct(productId, signal), [productId])
  const product = result.data

  const back = (
    <Link to="/store" className={styles.back}>
      <span aria-hidden="true">←</span> {t('store.backToStore')}
    </Link>
  )
  if (result.error) {
    // A product the store does not sell (any more) will not come back on a retry: say so, in the
    // devotee's language, and leave the way back to the store.
    const unknown = result.error instanceof ApiError && result.error.status === 404
    return (
      <div className="page">
        {back}
        {unknown ? <Notice tone="info">{t('store.productNotFound')}</Notice> : <ErrorState message={describeError(t, result.error)} onRetry={result.reload} retryLabel={t('common.retry')} />}
      </div>
    )
  }
  if (!product) {
    return (
      <div className="page">
        {back}
        <Spinner label={t('store.loadingProduct')} />
      </div>
    )
  }

  const max = maxQuantity(product)
  const available = orderable(product)
  const inCart = cart.items.find((line) => line.productId === product.id)?.quantity ?? 0
  const stock = stockText(t, product)
  return (
    <div className="page">
      {back}
      <article className={styles.product} aria-labelledby="product-name">
        <div className={styles.pictures}>
          <ProductImage image={product.images[0]} alt={product.name} eager />
        </div>
        <div className={styles.details}>
          <Link to={`/store?category=${encodeURIComponent(product.category)}`} className={styles.category}>
            {product.categoryLabel}
          </Link>
          <h1 id="product-name" className={styles.name}>
            {product.name}
          </h1>
          <p className={styles.prices}>
            <span className="visually-hidden">{t('store.price')}: </span>
            <span className={styles.price}>{formatINR(product.price)}</span>
            {product.originalPrice != null && product.originalPrice > product.price && (
              <s className={styles.original}>
                <span className="visually-hidden">{t('store.originalPrice')}: </span>
                {formatINR(product.originalPrice)}
              </s>
            )}
          </p>
          <p className={available ? styles.stock : styles.soldOut}>{stock}</p>
          <div className={styles.actions}>
            {inCart > 0 && available ? (
              <>
                <QuantityStepper name={product.name} quantity={inCart} max={max} onChange={(quantity) => cart.setQuantity(product.id, quantity, product)} />
                <Link to="/store?cart=open" className={styles.viewCart}>
                  {t('store.viewCart')}
                </Link>
              </>
            ) : (
              <Button block onClick={() => cart.add(product)} disabled={!available}>
                {available ? t('store.addToCart') : t('store.outOfStock')}
              </Button>
            )}
          </div>
          <p className={styles.description}>{product.description}</p>
          <p className={styles.sku}>{t('store.sku', { sku: product.sku })}</p>
        </div>
      </article>
    </div>
  )
}
