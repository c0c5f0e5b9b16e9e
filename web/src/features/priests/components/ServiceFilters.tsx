/** Search box and category chips above the puja list (the chips carry their counts). */
import { TextField } from '../../../components/Field'
import { Button } from '../../../components/Button'
import { ErrorState } from '../../../components/States'
import { useT } from '../../../i18n/context'
import { describeError } from '../../../i18n/errors'
import type { RequestState } from '../../../lib/useRequest'
import { ALL, type CategoryCount } from '../api'
import styles from './ServiceFilters.module.css'

interface Props {
  search: string
  category: string
  onSearch: (search: string) => void
  onCategory: (category: string) => void
  onClear: () => void
  categories: RequestState<CategoryCount[]>
  /** False while the list itself shows the error (its retry reloads the categories too). */
  showError: boolean
}

export function ServiceFilters({ search, category, onSearch, onCategory, onClear, categories, showError }: Props) {
  const t = useT()
  const filtered = search.trim() !== '' || category !== ALL

  return (
    <div className={styles.filters}>
      <TextField
        label={t('priests.searchLabel')}
        type="search"
        value={search}
        maxLength={100}
        placeholder={t('priests.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onSearch(event.target.value)}
      />
      {categories.error ? (
        showError && <ErrorState message={describeError(t, categories.error)} onRetry={categories.reload} retryLabel={t('common.retry')} />
      ) : (
        <div className={styles.chips} role="group" aria-label={t('priests.categoriesLabel')}>
          {(categories.data ?? []).map(({ name, label, count }) => (
            <button key={name} type="button" className={styles.chip} aria-pressed={name === category} onClick={() => onCategory(name)}>
              {label}
              <span className={styles.count}>{count}</span>
            </button>
          ))}
        </div>
      )}
      {filtered && (
        <Button variant="quiet" onClick={onClear}>
          {t('priests.clearFilters')}
        </Button>
      )}
    </div>
  )
}
