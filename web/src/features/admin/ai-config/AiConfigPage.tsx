/** AI Services admin (/admin/ai-config): stats, search, the table with a status toggle, add, edit and delete. */
import { useState } from 'react'
import { Button } from '../../../components/Button'
import { Notice } from '../../../components/States'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { ListPage } from '../ui/ListPage'
import { SearchToolbar } from '../ui/SearchToolbar'
import { StatCard, StatGrid } from '../ui/StatCard'
import { TEXT as UI, fill } from '../ui/texts'
import { aiServicesApi, type AiService, type AiServiceStats } from './api'
import { AiServiceFormModal } from './components/AiServiceFormModal'
import { AiServiceTable } from './components/AiServiceTable'
import { useAiServices } from './hooks/useAiServices'
import { NEW, useEditTarget } from '../ui/hooks/useEditTarget'
import { useRemoval } from '../ui/hooks/useRemoval'
import { useToggle } from './hooks/useToggle'
import { TEXT } from './texts'
import styles from './AiConfigPage.module.css'

function Stats({ stats }: { stats: AiServiceStats }) {
  return (
    <StatGrid label={TEXT.stats}>
      <StatCard label={TEXT.statTotal} value={stats.totalServices} />
      <StatCard label={TEXT.statActive} value={stats.activeServices} tone="green" />
      <StatCard label={TEXT.statCategories} value={stats.categories} tone="purple" />
    </StatGrid>
  )
}

export default function AiConfigPage() {
  const [search, setSearch] = useState('')
  const services = useAiServices(search)
  const { target, open, close } = useEditTarget()
  const removal = useRemoval((service: AiService) => aiServicesApi.remove(service.id), services.reload)
  const toggling = useToggle(services.reload)
  const data = services.data
  const searching = search.trim() !== ''
  const rows = data ? toggling.shown(data.items) : []
  const editing = target && target !== NEW ? rows.find((service) => service.id === target) : undefined

  return (
    <div className={styles.page}>
      <ListPage
        title={TEXT.title}
        subtitle={TEXT.subtitle}
        actions={<Button onClick={() => open(NEW)}>{TEXT.addService}</Button>}
        stats={data && <Stats stats={data.stats} />}
        toolbar={data && <SearchToolbar label={TEXT.searchLabel} placeholder={TEXT.searchPlaceholder} value={search} onChange={setSearch} count={fill(TEXT.showing, { shown: data.total, total: data.overall })} />}
        notices={toggling.error && <Notice tone="error">{toggling.error}</Notice>}
        list={services}
        loadingLabel={TEXT.loading}
        emptyTitle={TEXT.empty}
        emptyHint={searching ? TEXT.emptyHint : undefined}
        clear={searching ? { label: TEXT.clearSearch, onClick: () => setSearch('') } : undefined}
      >
        {() => <AiServiceTable services={rows} pending={toggling.pending} onToggle={toggling.toggle} onEdit={(service) => open(service.id)} onDelete={removal.ask} />}
      </ListPage>
      {(target === NEW || editing) && <AiServiceFormModal key={target} service={editing} onClose={close} onSaved={() => (close(), services.reload())} />}
      <ConfirmDialog open={removal.target !== null} message={fill(UI.deleteConfirm, { name: removal.target?.name ?? '' })} onConfirm={removal.confirm} onCancel={removal.cancel} busy={removal.busy} error={removal.error} />
    </div>
  )
}
