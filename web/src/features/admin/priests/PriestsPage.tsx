/** Priest Management (/admin/priests): stats, a search, the roster table, add, edit and delete. */
import { useState } from 'react'
import { Button } from '../../../components/Button'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { ListPage } from '../ui/ListPage'
import { SearchToolbar } from '../ui/SearchToolbar'
import { StatCard, StatGrid } from '../ui/StatCard'
import { TEXT as UI, fill } from '../ui/texts'
import { priestsApi, type Priest, type PriestStats } from './api'
import { PriestFormModal } from './components/PriestFormModal'
import { PriestTable } from './components/PriestTable'
import { NEW, useEditTarget } from '../ui/hooks/useEditTarget'
import { usePriestRoster } from './hooks/usePriestRoster'
import { useRemoval } from '../ui/hooks/useRemoval'
import { TEXT } from './texts'
import styles from './PriestsPage.module.css'

function Stats({ stats }: { stats: PriestStats }) {
  return (
    <StatGrid label={TEXT.stats}>
      <StatCard label={TEXT.statTotal} value={stats.total} />
      <StatCard label={TEXT.statActive} value={stats.active} tone="green" />
      <StatCard label={TEXT.statAverageRating} value={stats.averageRating == null ? TEXT.ratingNew : stats.averageRating.toFixed(1)} tone="yellow" />
      <StatCard label={TEXT.statTotalBookings} value={stats.totalBookings} tone="blue" />
    </StatGrid>
  )
}

export default function PriestsPage() {
  const [search, setSearch] = useState('')
  const roster = usePriestRoster(search)
  const { target, open, close } = useEditTarget()
  const removal = useRemoval((priest: Priest) => priestsApi.remove(priest.id), roster.reload)
  const data = roster.data
  const searching = search.trim() !== ''
  // The priest being edited, once the roster that holds it has loaded.
  const editing = target && target !== NEW ? data?.items.find((priest) => priest.id === target) : undefined

  return (
    <div className={styles.page}>
      <ListPage
        title={TEXT.title}
        subtitle={TEXT.subtitle}
        actions={<Button onClick={() => open(NEW)}>{TEXT.addPriest}</Button>}
        stats={data && <Stats stats={data.stats} />}
        toolbar={data && <SearchToolbar label={TEXT.searchLabel} placeholder={TEXT.searchPlaceholder} value={search} onChange={setSearch} count={fill(TEXT.showing, { shown: data.total, total: data.overall })} />}
        list={roster}
        loadingLabel={TEXT.loading}
        emptyTitle={TEXT.empty}
        emptyHint={searching ? TEXT.emptyHint : TEXT.emptyRoster}
        clear={searching ? { label: TEXT.clearSearch, onClick: () => setSearch('') } : undefined}
      >
        {(priests) => <PriestTable priests={priests} onEdit={(priest) => open(priest.id)} onDelete={removal.ask} />}
      </ListPage>
      {(target === NEW || editing) && <PriestFormModal key={target} priest={editing} onClose={close} onSaved={() => (close(), roster.reload())} />}
      <ConfirmDialog open={removal.target !== null} message={fill(UI.deleteConfirm, { name: removal.target?.name ?? '' })} onConfirm={removal.confirm} onCancel={removal.cancel} busy={removal.busy} error={removal.error} />
    </div>
  )
}
