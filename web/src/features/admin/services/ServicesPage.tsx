/** Pooja Services (/admin/services): catalogue stats, search, category chips, the table, add, edit and delete. */
import { useState } from 'react'
import { Button } from '../../../components/Button'
import { ErrorState } from '../../../components/States'
import { formatINR } from '../../../lib/format'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { ListPage } from '../ui/ListPage'
import { SearchToolbar } from '../ui/SearchToolbar'
import { StatCard, StatGrid } from '../ui/StatCard'
import { describeAdminError } from '../ui/errors'
import { TEXT as UI, fill } from '../ui/texts'
import { ALL, servicesApi, type CatalogueStats, type PujaService } from './api'
import { CategoryFilter } from './components/CategoryFilter'
import { ServiceFormModal } from './components/ServiceFormModal'
import { ServiceTable } from './components/ServiceTable'
import { useCatalogue, useCategories } from './hooks/useCatalogue'
import { NEW, useEditTarget } from '../ui/hooks/useEditTarget'
import { useRemoval } from '../ui/hooks/useRemoval'
import { TEXT } from './texts'
import styles from './ServicesPage.module.css'

const price = (amount: number | null) => (amount === null ? TEXT.noPrice : formatINR(amount))

function Stats({ stats }: { stats: CatalogueStats }) {
  return (
    <StatGrid label={TEXT.stats}>
      <StatCard label={TEXT.statTotal} value={stats.totalServices} />
      <StatCard label={TEXT.statCategories} value={stats.categories} tone="purple" />
      <StatCard label={TEXT.statStarting} value={price(stats.startingPrice)} tone="green" />
      <StatCard label={TEXT.statHighest} value={price(stats.highestPrice)} tone="blue" />
    </StatGrid>
  )
}

export default function ServicesPage() {
  const [search, setSearch] = useState('')
  const [category, setCategory] = useState(ALL)
  const catalogue = useCatalogue(search, category)
  const categories = useCategories()
  const { target, open, close } = useEditTarget()
  const removal = useRemoval((service: PujaService) => servicesApi.remove(service.id), catalogue.reload)
  const data = catalogue.data
  const filtered = search.trim() !== '' || category !== ALL
  const editing = target && target !== NEW ? data?.items.find((service) => service.id === target) : undefined
  const clearFilters = () => {
    setSearch('')
    setCategory(ALL)
  }

  return (
    <div className={styles.page}>
      <ListPage
        title={TEXT.title}
        subtitle={TEXT.subtitle}
        actions={<Button onClick={() => open(NEW)}>{TEXT.addService}</Button>}
        stats={data && <Stats stats={data.stats} />}
        toolbar={
          data && (
            <>
              <SearchToolbar label={TEXT.searchLabel} placeholder={TEXT.searchPlaceholder} value={search} onChange={setSearch} count={fill(TEXT.showing, { shown: data.total, total: data.overall })} />
              <CategoryFilter categories={categories.data ?? []} value={category} onChange={setCategory} />
            </>
          )
        }
        notices={categories.error && !catalogue.error && <ErrorState message={describeAdminError(categories.error)} onRetry={categories.reload} retryLabel={UI.retry} />}
        list={catalogue}
        loadingLabel={TEXT.loading}
        emptyTitle={TEXT.empty}
        emptyHint={filtered ? TEXT.emptyHint : undefined}
        clear={filtered ? { label: TEXT.clearFilters, onClick: clearFilters } : undefined}
      >
        {(services) => <ServiceTable services={services} onEdit={(service) => open(service.id)} onDelete={removal.ask} />}
      </ListPage>
      {categories.data && (target === NEW || editing) && (
        <ServiceFormModal key={target} service={editing} categories={categories.data} onClose={close} onSaved={() => (close(), catalogue.reload())} />
      )}
      <ConfirmDialog open={removal.target !== null} message={fill(UI.deleteConfirm, { name: removal.target?.name ?? '' })} onConfirm={removal.confirm} onCancel={removal.cancel} busy={removal.busy} error={removal.error} />
    </div>
  )
}
