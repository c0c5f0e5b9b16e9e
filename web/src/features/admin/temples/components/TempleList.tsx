/** The searchable temple list (name and address, searched on the server); picking one shows its details. */
import { useId } from 'react'
import { Spinner, EmptyState, ErrorState } from '../../../../components/States'
import type { RequestState } from '../../../../lib/useRequest'
import { describeAdminError } from '../../ui/errors'
import { SearchBox } from '../../ui/SearchBox'
import { TEXT as UI } from '../../ui/texts'
import type { Listing, TempleListItem } from '../api'
import { TEXT, text } from '../texts'
import styles from './TempleList.module.css'

interface Props {
  search: string
  onSearch: (value: string) => void
  list: RequestState<Listing<TempleListItem>>
  selectedId: string | null
  onSelect: (id: string) => void
}

export function TempleList({ search, onSearch, list, selectedId, onSelect }: Props) {
  const { data, error, loading, reload } = list
  const headingId = useId()
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.top}>
        <h2 id={headingId} className={styles.heading}>
          {TEXT.templesHeading}
        </h2>
        {data && <span className={styles.count}>{text('templeCount', { count: data.total })}</span>}
      </div>
      <SearchBox label={TEXT.searchLabel} hideLabel value={search} onChange={onSearch} placeholder={TEXT.searchPlaceholder} />
      {error && <ErrorState message={describeAdminError(error)} onRetry={reload} retryLabel={UI.retry} />}
      {!data && loading && <Spinner label={TEXT.loading} />}
      {data && data.items.length === 0 && (
        <EmptyState title={TEXT.noTemples}>
          <p>{TEXT.noTemplesHint}</p>
          {search && (
            <button type="button" className={styles.clear} onClick={() => onSearch('')}>
              {TEXT.clearSearch}
            </button>
          )}
        </EmptyState>
      )}
      {data && data.items.length > 0 && (
        <ul className={styles.list} aria-busy={loading || undefined}>
          {data.items.map((temple) => (
            <li key={temple.id}>
              <button type="button" className={`${styles.item} ${temple.id === selectedId ? styles.selected : ''}`} aria-pressed={temple.id === selectedId} onClick={() => onSelect(temple.id)}>
                <span className={styles.name}>{temple.name}</span>
                <span className={styles.address}>{temple.address}</span>
                <span className={styles.meta}>
                  {TEXT.servicesTab} {temple.activeServiceCount} · {TEXT.adminsTab} {temple.activeAdminCount}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
