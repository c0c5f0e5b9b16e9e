/** The sticky bar above the bottom navigation: how many items, the server's total, and Checkout. */
import { Button } from '../../../components/Button'
import { useT } from '../../../i18n/context'
import { formatINR } from '../../../lib/format'
import styles from './CheckoutBar.module.css'

interface Props {
  count: number
  /** The server's total, once it has priced the cart. */
  total: number | undefined
  onOpen: () => void
}

export function CheckoutBar({ count, total, onOpen }: Props) {
  const t = useT()
  const items = count === 1 ? t('store.itemsOne') : t('store.itemsMany', { count })
  return (
    <div className={styles.bar}>
      <p className={styles.summary} aria-live="polite">
        <span className={styles.count}>{items}</span>
        {total !== undefined && <span className={styles.total}>{formatINR(total)}</span>}
      </p>
      <Button onClick={onOpen}>{t('store.checkout')}</Button>
    </div>
  )
}
