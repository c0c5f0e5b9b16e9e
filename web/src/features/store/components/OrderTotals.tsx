/** Subtotal, shipping, tax and total exactly as the server priced them. */
import { Spinner } from '../../../components/States'
import { useT } from '../../../i18n/context'
import { formatINR } from '../../../lib/format'
import type { Quote } from '../api'
import styles from './CartModal.module.css'

export function OrderTotals({ quote, updating }: { quote: Quote | null | undefined; updating: boolean }) {
  const t = useT()
  if (!quote) return updating ? <Spinner label={t('store.updatingTotals')} /> : null
  return (
    <section aria-labelledby="store-summary" className={styles.section} aria-busy={updating || undefined}>
      <h3 id="store-summary" className={styles.sectionTitle}>
        {t('store.summaryTitle')}
      </h3>
      <dl className={styles.totals}>
        <dt>{t('store.subtotal')}</dt>
        <dd>{formatINR(quote.subtotal)}</dd>
        <dt>{t('store.shipping')}</dt>
        <dd>{quote.shipping === 0 && quote.subtotal > 0 ? t('store.free') : formatINR(quote.shipping)}</dd>
        <dt>{t('store.tax')}</dt>
        <dd>{formatINR(quote.tax)}</dd>
        <dt className={styles.grand}>{t('store.total')}</dt>
        <dd className={styles.grand}>{formatINR(quote.total)}</dd>
      </dl>
      {quote.shipping > 0 && <p className={styles.hint}>{t('store.freeShippingHint')}</p>}
    </section>
  )
}
