/** One product in the admin grid: picture, price (and struck-through original), stock, SKU, tags, edit and delete. */
import { Button } from '../../../../components/Button'
import { formatINR } from '../../../../lib/format'
import { fill } from '../../ui/texts'
import type { AdminProduct } from '../api'
import { TEXT } from '../texts'
import { Picture } from '../../../../components/Picture'
import styles from './ProductCard.module.css'

interface Props {
  product: AdminProduct
  onEdit: (product: AdminProduct) => void
  onDelete: (product: AdminProduct) => void
}

export function ProductCard({ product, onEdit, onDelete }: Props) {
  const outOfStock = !product.inStock || product.stockQuantity <= 0
  return (
    <li className={styles.card}>
      <Picture src={product.images[0]} alt="" ratio={4 / 3} sizes="(min-width: 900px) 280px, 100vw" />
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <h3 className={styles.name}>{product.name}</h3>
          {!product.isActive && <span className={styles.inactive}>{TEXT.inactive}</span>}
        </div>
        <p className={styles.category}>{product.category}</p>
        <p className={styles.description}>{product.description}</p>
        <p className={styles.prices}>
          <span className={styles.price}>{formatINR(product.price)}</span>
          {product.originalPrice !== null && product.originalPrice > product.price && (
            <>
              <span className={styles.hidden}>{TEXT.originalPrice}</span>
              <s className={styles.original}>{formatINR(product.originalPrice)}</s>
            </>
          )}
        </p>
        <p className={outOfStock ? styles.out : styles.stock}>{outOfStock ? TEXT.outOfStock : fill(TEXT.inStock, { count: product.stockQuantity })}</p>
        <p className={styles.sku}>{fill(TEXT.sku, { sku: product.sku })}</p>
        {product.tags.length > 0 && (
          <ul className={styles.tags} aria-label={TEXT.tags}>
            {product.tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onEdit(product)} aria-label={fill(TEXT.editNamed, { name: product.name })}>
          {TEXT.edit}
        </Button>
        <Button variant="danger" onClick={() => onDelete(product)} aria-label={fill(TEXT.deleteNamed, { name: product.name })}>
          {TEXT.delete}
        </Button>
      </div>
    </li>
  )
}
