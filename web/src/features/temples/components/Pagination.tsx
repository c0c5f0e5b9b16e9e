/** Previous / Next with "Page X of Y". */
import { useT } from '../../../i18n/context'
import { Button } from '../../../components/Button'
import styles from './Pagination.module.css'

export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useT()
  return (
    <nav className={styles.pager} aria-label={t('temples.pagesLabel')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">←</span> {t('temples.previous')}
      </Button>
      <span className={styles.status} aria-live="polite">
        {t('temples.pageOf', { page, pages })}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('temples.next')} <span aria-hidden="true">→</span>
      </Button>
    </nav>
  )
}
