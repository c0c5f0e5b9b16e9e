/** Temple Admin Dashboard (/admin/temple-dashboard): the temple, its timings, stats, services, recent and all
 * bookings, with what the admin's permissions allow: booking actions (manageBookings), adding, editing and
 * deleting services (manageServices), editing the timings (manageTimings); live. A super admin picks the temple
 * (?templeId=). */
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
import { ManagedServices } from './components/ManagedServices'
import { RecentBookings } from './components/RecentBookings'
import { ServicesList } from './components/ServicesList'
import { TempleCard } from './components/TempleCard'
import { TemplePicker } from './components/TemplePicker'
import { TempleStatsGrid } from './components/TempleStatsGrid'
import { TimingsPanel } from './components/TimingsPanel'
import { useTempleDashboard } from './hooks/useTempleDashboard'
import { useTempleDetail } from './hooks/useTempleDetail'
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
  // The temple as Temple Management reads it: its timings, and every service as its form edits it.
  const detail = useTempleDetail(data?.temple.id)

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
    detail.reload()
  }
  const changed = () => {
    dashboard.reload()
    detail.reload()
  }
  const manageServices = can(user, 'manageServices')
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
      {detail.error && <ErrorState message={describeAdminError(detail.error)} onRetry={detail.reload} retryLabel={UI.retry} />}
      {detail.data && <TimingsPanel temple={detail.data} canEdit={can(user, 'manageTimings')} onChanged={changed} />}
      <TempleStatsGrid stats={data.stats} />
      <div className={styles.columns}>
        {manageServices && detail.data ? <ManagedServices temple={detail.data} onChanged={changed} /> : <ServicesList services={data.services} />}
        <RecentBookings bookings={data.recentBookings} unknownService={BOOKING.unknownService} />
      </div>
      <AllBookings list={bookings} services={data.services} canManage={can(user, 'manageBookings')} onChanged={dashboard.reload} />
    </div>
  )
}
