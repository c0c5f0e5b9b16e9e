/** Search by customer name, phone or service, and the status filter (all or one status). */
import { SelectField } from '../../../../components/Field'
import { SearchBox } from '../../ui/SearchBox'
import { statusLabel } from '../../ui/StatusBadge'
import { TEXT as UI } from '../../ui/texts'
import { BOOKING_STATUSES } from '../api'
import { TEXT } from '../texts'
import styles from './BookingFilters.module.css'

interface Props {
  search: string
  status: string
  onSearch: (value: string) => void
  onStatus: (value: string) => void
}

export function BookingFilters({ search, status, onSearch, onStatus }: Props) {
  return (
    <div className={styles.filters} role="search">
      <div className={styles.search}>
        <SearchBox label={TEXT.searchLabel} value={search} onChange={onSearch} placeholder={TEXT.searchPlaceholder} hideLabel />
      </div>
      <div className={styles.status}>
        <SelectField label={TEXT.statusFilter} value={status} onChange={(event) => onStatus(event.target.value)}>
          <option value="all">{UI.all}</option>
          {BOOKING_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  )
}
