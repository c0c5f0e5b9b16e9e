/** Users admin (/admin/users): customers derived from bookings and orders, with stats, search,
 * a join-date filter, a table and a details dialog. */
import { useState } from 'react'
import { Button } from '../../../components/Button'
import { TextField } from '../../../components/Field'
import { OrdersIcon, ShieldIcon, UserIcon } from '../../../components/icons'
import { todayISO } from '../../../lib/format'
import { RevenueCards } from '../ui/RevenueCards'
import { SearchBox } from '../ui/SearchBox'
import { StatCard, StatGrid } from '../ui/StatCard'
import { ListPage } from '../ui/ListPage'
import type { AdminUserRow } from './api'
import { UserDetailsModal } from './components/UserDetailsModal'
import { UsersTable } from './components/UsersTable'
import { useUsers } from './hooks/useUsers'
import { TEXT } from './texts'
import styles from './UsersPage.module.css'

export default function UsersPage() {
  const [search, setSearch] = useState('')
  const [since, setSince] = useState('')
  const users = useUsers(search, since)
  const [viewing, setViewing] = useState<AdminUserRow>()
  const stats = users.data?.stats
  const rows = users.data?.items ?? []
  const filtered = search.trim() !== '' || since !== ''
  const clearFilters = () => {
    setSearch('')
    setSince('')
  }

  return (
    <div>
      <ListPage
        title={TEXT.title}
        subtitle={TEXT.subtitle}
        stats={
          <StatGrid label={TEXT.statsLabel}>
            <StatCard label={TEXT.totalUsers} value={stats ? stats.totalUsers : '…'} icon={<UserIcon size={20} />} />
            <StatCard label={TEXT.activeUsers} value={stats ? stats.activeUsers : '…'} icon={<ShieldIcon size={20} />} tone="green" />
            <StatCard label={TEXT.totalBookings} value={stats ? stats.totalBookings : '…'} icon={<OrdersIcon size={20} />} tone="blue" />
            <RevenueCards revenue={stats?.revenue} />
          </StatGrid>
        }
        toolbar={
          <div className={styles.filters}>
            <SearchBox label={TEXT.searchLabel} value={search} onChange={setSearch} placeholder={TEXT.searchPlaceholder} />
            <TextField label={TEXT.joinedSince} type="date" value={since} max={todayISO()} onChange={(event) => setSince(event.target.value)} />
            {filtered && rows.length > 0 && (
              <Button variant="quiet" onClick={clearFilters}>
                {TEXT.clearFilters}
              </Button>
            )}
          </div>
        }
        list={users}
        emptyTitle={TEXT.noUsers}
        emptyHint={filtered ? undefined : TEXT.noUsersYet}
        clear={filtered ? { label: TEXT.clearFilters, onClick: clearFilters } : undefined}
      >
        {(shown) => <UsersTable users={shown} onView={setViewing} />}
      </ListPage>
      <UserDetailsModal user={viewing} onClose={() => setViewing(undefined)} />
    </div>
  )
}
