/** The filtered puja list: loading, error with retry, empty state, cards and Load More. */
import { Button } from '../../../components/Button'
import { EmptyState, ErrorState, Spinner } from '../../../components/States'
import { useT } from '../../../i18n/context'
import { describeError } from '../../../i18n/errors'
import type { PujaService } from '../api'
import type { useServiceList } from '../hooks/useServiceList'
import { ServiceCard } from './ServiceCard'
import styles from './ServiceList.module.css'

interface Props {
  list: ReturnType<typeof useServiceList>
  onBook: (service: PujaService) => void
  onClear: () => void
  /** Try again after a failure: the list (and whatever else failed with it). */
  onRetry: () => void
}

export function ServiceList({ list, onBook, onClear, onRetry }: Props) {
  const t = useT()
  if (list.error && list.items.length === 0) {
    return <ErrorState message={describeError(t, list.error)} onRetry={onRetry} retryLabel={t('common.retry')} />
  }
  if (list.loading && list.items.length === 0) return <Spinner label={t('priests.loadingServices')} />
  if (list.items.length === 0) {
    return (
      <EmptyState title={t('priests.emptyTitle')}>
        <p>{t('priests.emptyText')}</p>
        <Button variant="secondary" onClick={onClear}>
          {t('priests.clearFilters')}
        </Button>
      </EmptyState>
    )
  }
  return (
    <section aria-busy={list.loading || undefined}>
      <p className={styles.count} aria-live="polite">
        {t('priests.showing', { shown: list.items.length, total: list.total })}
      </p>
      {list.error && <ErrorState message={describeError(t, list.error)} onRetry={onRetry} retryLabel={t('common.retry')} />}
      <div className={`${styles.grid} ${list.loading ? styles.stale : ''}`}>
        {/* One column on a phone: the first card is the first screen. */}
        {list.items.map((service, index) => (
          <ServiceCard key={service.id} service={service} onBook={onBook} eager={index === 0} />
        ))}
      </div>
      {list.moreError && <ErrorState message={describeError(t, list.moreError)} onRetry={list.loadMore} retryLabel={t('common.retry')} />}
      {list.hasMore && !list.moreError && (
        <div className={styles.more}>
          <Button variant="secondary" busy={list.loadingMore} onClick={list.loadMore}>
            {t('priests.loadMore')}
          </Button>
        </div>
      )}
    </section>
  )
}
