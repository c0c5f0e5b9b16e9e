/** "No temples found", with the ways out that apply: a wider radius, all temples, or no search. */
import { useT } from '../../../i18n/context'
import { Button } from '../../../components/Button'
import { EmptyState } from '../../../components/States'
import styles from './TempleListView.module.css'

interface Props {
  /** The radius in use when searching near the devotee, else undefined. */
  nearKm: number | undefined
  widerKm: number | undefined
  search: string
  onWiden: (km: number) => void
  onShowAll: () => void
  onClearSearch: () => void
}

export function NoTemples({ nearKm, widerKm, search, onWiden, onShowAll, onClearSearch }: Props) {
  const t = useT()
  return (
    <EmptyState title={t('temples.noTemples')}>
      {nearKm !== undefined && !search && <p>{t('temples.noTemplesNear', { km: nearKm })}</p>}
      {search && <p>{t('temples.noTemplesSearch', { search })}</p>}
      <div className={styles.emptyActions}>
        {nearKm !== undefined && widerKm !== undefined && <Button onClick={() => onWiden(widerKm)}>{t('temples.widenRadius', { km: widerKm })}</Button>}
        {nearKm !== undefined && (
          <Button variant="secondary" onClick={onShowAll}>
            {t('temples.showAll')}
          </Button>
        )}
        {search && (
          <Button variant="secondary" onClick={onClearSearch}>
            {t('temples.clearSearch')}
          </Button>
        )}
      </div>
    </EmptyState>
  )
}
