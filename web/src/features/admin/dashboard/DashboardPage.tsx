/** /admin/dashboard: the super admin's overview, live: stats, quick actions, recent bookings and store orders. */
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '../../../components/Button'
import { ErrorState, Spinner } from '../../../components/States'
import { useLiveReload } from '../shell/live'
import { useAdminRequest } from '../shell/useAdminRequest'
import { describeAdminError } from '../ui/errors'
import { PageHeader } from '../ui/PageHeader'
import { TEXT as UI } from '../ui/texts'
import { DASHBOARD_TABLES, fetchDashboard } from './api'
import { DashboardStats } from './components/DashboardStats'
import { QuickActions } from './components/QuickActions'
import { RecentBookings } from './components/RecentBookings'
import { RecentOrders } from './components/RecentOrders'
import { TEXT } from './texts'
import styles from './Dashboard.module.css'

/** Refresh is "busy" from the click until that reload has answered. */
function useRefresh(loading: boolean, reload: () => void) {
  const [refreshing, setRefreshing] = useState(false)
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!loading) setRefreshing(false)
  }, [loading])
  return {
    refreshing: refreshing && loading,
    refresh: () => {
      setRefreshing(true)
      reload()
    },
  }
}

export default function DashboardPage() {
  const { data, error, loading, reload } = useAdminRequest(fetchDashboard, [])
  const { refreshing, refresh } = useRefresh(loading, reload)
  useLiveReload(DASHBOARD_TABLES, reload)

  useEffect(() => {
    document.title = TEXT.title
  }, [])

  const actions = (
    <>
      <Button variant="secondary" onClick={refresh} busy={refreshing}>
        {refreshing ? TEXT.refreshing : TEXT.refresh}
      </Button>
      <Link to="/admin/settings" className={styles.settings}>
        {TEXT.settings}
      </Link>
    </>
  )
  return (
    <div className={styles.page}>
      {/* The connection status is the layout's (sidebar or top bar), shown once on every screen. */}
      <PageHeader title={TEXT.title} subtitle={TEXT.subtitle} actions={actions} />
      {error && <ErrorState message={describeAdminError(error)} onRetry={refresh} retryLabel={UI.retry} />}
      {!data && !error && <Spinner label={UI.loading} />}
      {data && (
        <>
          <DashboardStats stats={data.stats} />
          <QuickActions />
          <div className={styles.recent}>
            <RecentBookings bookings={data.recentBookings} />
            <RecentOrders orders={data.recentOrders} />
          </div>
        </>
      )}
    </div>
  )
}
