/** The searchable temple list (name and address, searched on the server); picking one shows its details. */
import { useId } from 'react'
import type { RequestState } from '../../../../lib/useRequest'
import { ListPage } from '../../ui/ListPage'
import { SearchBox } from '../../ui/SearchBox'
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
  const { data, loading } = list
  const headingId = useId()
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.top}>
        <h2 id={headingId} className={styles.heading}>
          {TEXT.templesHeading}
        </h2>
        {data && <span className={styles.count}>{text('templeCount', { count: data.total })}</span>}
      </div>
      <ListPage
        toolbar={<SearchBox label={TEXT.searchLabel} hideLabel value={search} onChange={onSearch} placeholder={TEXT.searchPlaceholder} />}
        list={list}
        loadingLabel={TEXT.loading}
        emptyTitle={TEXT.noTemples}
        emptyHint={TEXT.noTemplesHint}
        clear={search ? { label: TEXT.clearSearch, onClick: () => onSearch('') } : undefined}
      >
        {(temples) => (
          <ul className={styles.list} aria-busy={loading || undefined}>
            {temples.map((temple) => (
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
      </ListPage>
    </section>
  )
}
