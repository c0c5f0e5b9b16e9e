/** Bookings Management (/admin/bookings, super admin): Priest and Temple Bookings tabs with counts, stats,
 * search, status filter, status dropdowns, details, Edit Booking for temple bookings, Load More; live. */
import { useState } from 'react'
import { Navigate } from 'react-router-dom'
import { Button } from '../../../components/Button'
import { can, isSuperAdmin, useAdminSession } from '../shell/session'
import { PageHeader } from '../ui/PageHeader'
import { Tabs } from '../ui/Tabs'
import { TEXT as UI } from '../ui/texts'
import { BookingFilters } from './components/BookingFilters'
import { BookingStats } from './components/BookingStats'
import { PriestPanel } from './components/PriestPanel'
import { TemplePanel } from './components/TemplePanel'
import { useDebounced } from '../../../lib/useDebounced'
import { usePriestBookings, useTempleBookings } from './hooks/useBookingLists'
import { TEXT } from './texts'
import styles from './BookingsPage.module.css'

type Tab = 'priest' | 'temple'

export default function BookingsPage() {
  const { user } = useAdminSession()
  if (!isSuperAdmin(user)) return <Navigate to="/admin/temple-dashboard" replace />
  return <Bookings canManage={can(user, 'manageBookings')} />
}

function Bookings({ canManage }: { canManage: boolean }) {
  const [tab, setTab] = useState<Tab>('priest')
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState('all')
  const q = useDebounced(search.trim())
  // A new search or filter starts both tabs again from their first page.
  const priest = usePriestBookings({ q, status })
  const temple = useTempleBookings({ q, status })
  const active = tab === 'priest' ? priest : temple
  const filtered = q !== '' || status !== 'all'

  const filter = (patch: { search?: string; status?: string }) => {
    if (patch.search !== undefined) setSearch(patch.search)
    if (patch.status !== undefined) setStatus(patch.status)
  }
  const clear = () => filter({ search: '', status: 'all' })
  const refreshing = priest.loading || temple.loading
  const refresh = () => {
    priest.reload()
    temple.reload()
  }
  const panel = { clear: filtered ? { label: TEXT.clearFilters, onClick: clear } : undefined }

  return (
    <div className={styles.page}>
      <PageHeader
        title={TEXT.title}
        subtitle={TEXT.subtitle}
        actions={
          <Button variant="secondary" onClick={refresh} busy={refreshing && active.data !== undefined}>
            {refreshing && active.data !== undefined ? UI.refreshing : UI.refresh}
          </Button>
        }
      />
      <Tabs
        label={TEXT.tabsLabel}
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'priest', label: TEXT.priestTab, count: priest.data?.stats.total },
          { id: 'temple', label: TEXT.templeTab, count: temple.data?.stats.total },
        ]}
      >
        {active.data && <BookingStats stats={active.data.stats} label={tab === 'priest' ? TEXT.priestTab : TEXT.templeTab} />}
        <BookingFilters search={search} status={status} onSearch={(value) => filter({ search: value })} onStatus={(value) => filter({ status: value })} />
        {tab === 'priest' ? (
          <PriestPanel {...panel} list={priest} />
        ) : (
          <TemplePanel {...panel} list={temple} canManage={canManage} />
        )}
      </Tabs>
    </div>
  )
}
