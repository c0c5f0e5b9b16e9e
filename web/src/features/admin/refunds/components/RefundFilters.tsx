/** The state filter and the search by booking or order ID. */
import { SelectField } from '../../../../components/Field'
import { SearchBox } from '../../ui/SearchBox'
import { FILTERS, type Filter } from '../refundText'
import { FILTER_LABELS, TEXT } from '../texts'
import styles from './RefundFilters.module.css'

interface Props {
  filter: Filter
  recordId: string
  onFilter: (filter: Filter) => void
  onRecordId: (recordId: string) => void
}

export function RefundFilters({ filter, recordId, onFilter, onRecordId }: Props) {
  return (
    <div className={styles.filters}>
      <SearchBox label={TEXT.searchLabel} value={recordId} onChange={onRecordId} placeholder={TEXT.searchPlaceholder} maxLength={40} />
      <SelectField label={TEXT.stateFilter} value={filter} onChange={(event) => onFilter(event.target.value as Filter)}>
        {FILTERS.map((value) => (
          <option key={value} value={value}>
            {FILTER_LABELS[value]}
          </option>
        ))}
      </SelectField>
    </div>
  )
}
