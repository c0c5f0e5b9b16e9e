/** One product: picture, name, description, price (with the original struck through), stock, cart controls. */
import { Link } from 'react-router-dom'
import { Button } from '../../../components/Button'
import { useT } from '../../../i18n/context'
import { formatINR } from '../../../lib/format'
import type { Product } from '../api'
import { maxQuantity } from '../hooks/useCheckoutDraft'
import { ProductImage } from './ProductImage'
import { QuantityStepper } from './QuantityStepper'
import { orderable, stockText } from '../stock'
import styles from './ProductCard.module.css'

interface Props {
  product: Product
  /** How many are in the cart (0: not in it). */
  inCart: number
  onAdd: () => void
  onQuantity: (quantity: number) => void
  /** The card is on a phone's first screen: its picture is fetched first. */
  eager?: boolean
}

export function ProductCard({ product, inCart, onAdd, onQuantity, eager = false }: Props) {
  const t = useT()
  const max = maxQuantity(product)
  const available = orderable(product)
  return (
    <li className={styles.card}>
      <ProductImage image={product.images[0]} eager={eager} />
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link to={`/store/${encodeURIComponent(product.id)}`} className={styles.link}>
            {product.name}
          </Link>
        </h2>
        <p className={styles.description}>{product.description}</p>
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
        <p className={available ? styles.stock : styles.soldOut}>{stockText(t, product)}</p>
        <div className={styles.actions}>
          {inCart > 0 && available ? (
            <QuantityStepper name={product.name} quantity={inCart} max={max} onChange={onQuantity} />
          ) : (
            <Button block className={styles.add} onClick={onAdd} disabled={!available}>
              {available ? t('store.addToCart') : t('store.outOfStock')}
            </Button>
          )}
        </div>
      </div>
    </li>
  )
}
