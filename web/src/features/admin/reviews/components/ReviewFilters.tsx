/** The kind and visibility filters of the reviews list (a temple admin's reviews are all of temple bookings). */
import { SelectField } from '../../../../components/Field'
import { REVIEW_KINDS } from '../api'
import type { KindFilter, VisibilityFilter } from '../hooks/useReviews'
import { KIND_LABELS, TEXT, VISIBILITY_LABELS } from '../texts'
import styles from './ReviewFilters.module.css'

interface Props {
  kind: KindFilter
  visibility: VisibilityFilter
  showKind: boolean
  onKind: (kind: KindFilter) => void
  onVisibility: (visibility: VisibilityFilter) => void
}

export function ReviewFilters({ kind, visibility, showKind, onKind, onVisibility }: Props) {
  return (
    <div className={styles.filters}>
      {showKind && (
        <SelectField label={TEXT.kindFilter} value={kind} onChange={(event) => onKind(event.target.value as KindFilter)}>
          {(['all', ...REVIEW_KINDS] as const).map((value) => (
            <option key={value} value={value}>
              {KIND_LABELS[value]}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField label={TEXT.visibilityFilter} value={visibility} onChange={(event) => onVisibility(event.target.value as VisibilityFilter)}>
        {(['all', 'shown', 'hidden'] as const).map((value) => (
          <option key={value} value={value}>
            {VISIBILITY_LABELS[value]}
          </option>
        ))}
      </SelectField>
    </div>
  )
}
