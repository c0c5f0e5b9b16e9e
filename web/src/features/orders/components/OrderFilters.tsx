/** Status filter (All + the statuses present) and a text search over ids, names and temples. */
import { SelectField, TextField } from '../../../components/Field'
import { useT } from '../../../i18n/context'
import { statusLabel } from '../model'
import styles from './OrderFilters.module.css'

interface Props {
  statuses: string[]
  status: string
  search: string
  onStatus: (status: string) => void
  onSearch: (search: string) => void
}

export const ALL = 'all'

export function OrderFilters({ statuses, status, search, onStatus, onSearch }: Props) {
  const t = useT()
  return (
    <div className={styles.filters}>
      <TextField label={t('orders.searchLabel')} type="search" maxLength={100} placeholder={t('orders.searchPlaceholder')} value={search} onChange={(e) => onSearch(e.target.value)} />
      <SelectField label={t('orders.statusFilter')} value={status} onChange={(e) => onStatus(e.target.value)}>
        <option value={ALL}>{t('orders.allStatuses')}</option>
        {statuses.map((value) => (
          <option key={value} value={value}>
            {statusLabel(t, value)}
          </option>
        ))}
      </SelectField>
    </div>
  )
}
