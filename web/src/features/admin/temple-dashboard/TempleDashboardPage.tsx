/** Temple Admin Dashboard (/admin/temple-dashboard): the temple, its stats, services, recent and all bookings,
 * with the booking actions the admin's permissions allow; live. A super admin picks the temple (?templeId=). */
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { ErrorState, Notice, Spinner } from '../../../components/States'
import { useTempleBookings } from '../bookings/hooks/useBookingLists'
import { TEXT as BOOKING } from '../bookings/texts'
import { can, isSuperAdmin, useAdminSession, type AdminUser } from '../shell/session'
import { describeAdminError } from '../ui/errors'
import { TEXT as UI } from '../ui/texts'
import { AllBookings } from './components/AllBookings'
import { DashboardHeader } from './components/DashboardHeader'
import { RecentBookings } from './components/RecentBookings'
import { ServicesList } from './components/ServicesList'
import { TempleCard } from './components/TempleCard'
import { TemplePicker } from './components/TemplePicker'
import { TempleStatsGrid } from './components/TempleStatsGrid'
import { useTempleDashboard } from './hooks/useTempleDashboard'
import { TEXT } from './texts'
import styles from './TempleDashboardPage.module.css'

export default function TempleDashboardPage() {
  const { user } = useAdminSession()
  const [params, setParams] = useSearchParams()
  if (!isSuperAdmin(user)) return <Dashboard user={user} templeId={undefined} />
  const templeId = params.get('templeId') || undefined
  const picker = <TemplePicker value={templeId} onChange={(id) => setParams({ templeId: id })} />
  if (!templeId)
    return (
      <div className={styles.page}>
        {picker}
        <Notice tone="info">{TEXT.chooseTemplePrompt}</Notice>
      </div>
    )
  return <Dashboard key={templeId} user={user} templeId={templeId} picker={picker} />
}

function Dashboard({ user, templeId, picker }: { user: AdminUser; templeId: string | undefined; picker?: ReactNode }) {
  const { signOut } = useAdminSession()
  const dashboard = useTempleDashboard(templeId)
  const bookings = useTempleBookings({ templeId })
  const data = dashboard.data

  if (!data) {
    return (
      <div className={styles.page}>
        {picker}
        {dashboard.error ? <ErrorState message={describeAdminError(dashboard.error)} onRetry={dashboard.reload} retryLabel={UI.retry} /> : <Spinner label={TEXT.loading} />}
      </div>
    )
  }

  const refresh = () => {
    dashboard.reload()
    bookings.reload()
  }
  return (
    <div className={styles.page}>
      <DashboardHeader
        templeName={data.temple.name}
        username={user.username}
        roleLabel={isSuperAdmin(user) ? TEXT.superAdministrator : TEXT.templeAdministrator}
        refreshing={dashboard.loading || bookings.loading}
        onRefresh={refresh}
        onLogout={signOut}
      />
      {picker}
      {dashboard.error && <ErrorState message={describeAdminError(dashboard.error)} onRetry={dashboard.reload} retryLabel={UI.retry} />}
      <TempleCard temple={data.temple} />
      <TempleStatsGrid stats={data.stats} />
      <div className={styles.columns}>
        <ServicesList services={data.services} />
        <RecentBookings bookings={data.recentBookings} unknownService={BOOKING.unknownService} />
      </div>
      <AllBookings list={bookings} services={data.services} canManage={can(user, 'manageBookings')} onChanged={dashboard.reload} />
    </div>
  )
}
