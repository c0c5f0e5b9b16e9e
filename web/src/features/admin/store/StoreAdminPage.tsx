/** Spiritual Store Management (/admin/store, /admin/store/orders): stats and the Products, Categories and Orders tabs. */
import { useLocation, useNavigate } from 'react-router-dom'
import { ErrorState } from '../../../components/States'
import { OrdersIcon, StarIcon, StoreIcon } from '../../../components/icons'
import { formatINR } from '../../../lib/format'
import { PageHeader } from '../ui/PageHeader'
import { StatCard, StatGrid } from '../ui/StatCard'
import { Tabs } from '../ui/Tabs'
import { describeAdminError } from '../ui/errors'
import { TEXT as UI } from '../ui/texts'
import { CategoriesTab } from './components/CategoriesTab'
import { OrdersTab } from './components/OrdersTab'
import { ProductsTab } from './components/ProductsTab'
import { useCategories, useStoreSummary } from './hooks/useStoreLists'
import { TEXT } from './texts'

type Tab = 'products' | 'categories' | 'orders'

/** Each tab has its own address, so the dashboard's "View All" orders link and a reload land on it. */
const PATHS: Record<Tab, string> = { products: '/admin/store', categories: '/admin/store?tab=categories', orders: '/admin/store/orders' }

function tabOf(pathname: string, search: string): Tab {
  if (pathname.replace(/\/$/, '').endsWith('/store/orders')) return 'orders'
  return new URLSearchParams(search).get('tab') === 'categories' ? 'categories' : 'products'
}

export default function StoreAdminPage() {
  const location = useLocation()
  const navigate = useNavigate()
  const tab = tabOf(location.pathname, location.search)
  const summary = useStoreSummary()
  const categories = useCategories()
  const stats = summary.data
  const categoryNames = (categories.data?.items ?? []).map((category) => category.name)

  return (
    <div>
      <PageHeader title={TEXT.title} subtitle={TEXT.subtitle} />
      {summary.error && !stats && <ErrorState message={describeAdminError(summary.error)} onRetry={summary.reload} retryLabel={UI.retry} />}
      <StatGrid label={TEXT.statsLabel}>
        <StatCard label={TEXT.totalProducts} value={stats ? stats.totalProducts : '…'} icon={<StoreIcon size={20} />} />
        <StatCard label={TEXT.categories} value={stats ? stats.categories : '…'} icon={<StarIcon size={20} />} tone="purple" />
        <StatCard label={TEXT.totalOrders} value={stats ? stats.totalOrders : '…'} icon={<OrdersIcon size={20} />} tone="blue" />
        <StatCard label={TEXT.totalRevenue} value={stats ? formatINR(stats.totalRevenue) : '…'} hint={TEXT.revenueHint} icon="₹" tone="green" />
      </StatGrid>
      <Tabs
        label={TEXT.tabsLabel}
        value={tab}
        onChange={(next) => navigate(PATHS[next])}
        tabs={[
          { id: 'products', label: TEXT.products, count: stats?.totalProducts },
          { id: 'categories', label: TEXT.categories, count: stats?.categories },
          { id: 'orders', label: TEXT.orders, count: stats?.totalOrders },
        ]}
      >
        {tab === 'products' && <ProductsTab categories={categoryNames} onChanged={summary.reload} />}
        {tab === 'categories' && <CategoriesTab categories={categories} onChanged={summary.reload} />}
        {tab === 'orders' && <OrdersTab onChanged={summary.reload} />}
      </Tabs>
    </div>
  )
}
