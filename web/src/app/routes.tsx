/** Every route, each page's code loaded only when visited; the layouts are eager.
 * A plain (declarative) router: the data router's engine cost the home page about 17 KB of
 * gzipped JavaScript for features we do not use (loaders, actions, fetchers); see bench/web_budget. */
import { Suspense, lazy, type ComponentType } from 'react'
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom'
import { PublicLayout } from './layout/PublicLayout'
import { ShellFallback } from './layout/ShellFallback'
import { RouteErrorBoundary } from './routing/RouteErrorBoundary'
import { tracked } from './routing/pageLoading'
import { withTexts } from '../i18n/catalogue'
import type { Area } from '../i18n/en'
import { PAYMENT_AREAS } from '../components/payment/texts'
import { SLOT_AREAS } from '../components/slots/texts'
import { warmPujas } from '../features/priests/api'
import { warmProduct, warmStore } from '../features/store/api'

type Page = { default: ComponentType }
/** A page's code and the texts it shows, fetched together when first shown; `warm` asks for the
 * data its first screen shows at the same moment, rather than once the code has arrived. */
function page(areas: Area[], load: () => Promise<Page>, warm?: () => void) {
  const Page = lazy(() => {
    warm?.()
    return tracked(withTexts(areas, load))
  })
  return <Page />
}

/** Only a plain address: a link with ?q= or ?category= asks for other data first. */
const plain = (start: () => void) => () => {
  if (!window.location.search) start()
}
const productId = () => decodeURIComponent(window.location.pathname.split('/')[2] ?? '')

const policies = ['terms-and-conditions', 'refund-policy', 'privacy-policy', 'return-policy', 'shipping-policy'] as const
export type PolicySlug = (typeof policies)[number]

export const routes: RouteObject[] = [
  {
    path: '/',
    // The layout catches a page's crash itself, so header and navigation stay.
    element: <PublicLayout />,
    children: [
      { index: true, element: page([], () => import('../features/home/HomePage')) },
      { path: 'book/priest', element: page(['priests', ...SLOT_AREAS, ...PAYMENT_AREAS], () => import('../features/priests/PriestBookingPage'), plain(warmPujas)) },
      { path: 'consult/astrology', element: page(['astrology'], () => import('../features/astrology/AstrologyPage')) },
      { path: 'store', element: page(['store', ...PAYMENT_AREAS], () => import('../features/store/StorePage'), plain(warmStore)) },
      { path: 'store/:productId', element: page(['store'], () => import('../features/store/ProductPage'), () => warmProduct(productId())) },
      { path: 'temples', element: page(['temples', ...PAYMENT_AREAS], () => import('../features/temples/TemplesPage')) },
      { path: 'user/orders', element: page(['orders', 'verify', ...SLOT_AREAS], () => import('../features/orders/MyOrdersPage')) },
      { path: 'user/orders/:kind/:id/receipt', element: page(['orders'], () => import('../features/orders/ReceiptPage')) },
      { path: 'user/profile', element: page(['profile'], () => import('../features/profile/ProfilePage')) },
      ...policies.map((slug) => ({ path: slug, element: page(['policies'], () => import('../features/policies/PolicyPage')) })),
      { path: 'payment/success', element: page(PAYMENT_AREAS, () => import('../features/payment/PaymentResultPage')) },
      // An unknown address: a friendly page inside the layout (crashes still get ErrorScreen).
      { path: '*', element: page([], () => import('./NotFoundPage')) },
    ],
  },
]

/** The back office: its own chunks, English only, outside the public layout. */
function admin(load: () => Promise<Page>) {
  const Page = lazy(() => tracked(load()))
  return <Page />
}

export const adminRoutes: RouteObject[] = [
  { path: '/admin/login', element: admin(() => import('../features/admin/shell/LoginPage')) },
  {
    path: '/admin',
    // The layout holds the guard: nobody signed in goes to /admin/login.
    element: admin(() => import('../features/admin/shell/AdminLayout')),
    children: [
      { index: true, element: admin(() => import('../features/admin/dashboard/DashboardPage')) },
      { path: 'dashboard', element: admin(() => import('../features/admin/dashboard/DashboardPage')) },
      { path: 'temple-dashboard', element: admin(() => import('../features/admin/temple-dashboard/TempleDashboardPage')) },
      { path: 'bookings', element: admin(() => import('../features/admin/bookings/BookingsPage')) },
      { path: 'users', element: admin(() => import('../features/admin/users/UsersPage')) },
      { path: 'priests', element: admin(() => import('../features/admin/priests/PriestsPage')) },
      { path: 'services', element: admin(() => import('../features/admin/services/ServicesPage')) },
      { path: 'temples', element: admin(() => import('../features/admin/temples/TemplesAdminPage')) },
      { path: 'store', element: admin(() => import('../features/admin/store/StoreAdminPage')) },
      { path: 'store/orders', element: admin(() => import('../features/admin/store/StoreAdminPage')) },
      { path: 'refunds', element: admin(() => import('../features/admin/refunds/RefundsPage')) },
      { path: 'reports', element: admin(() => import('../features/admin/reports/ReportsPage')) },
      { path: 'reviews', element: admin(() => import('../features/admin/reviews/ReviewsPage')) },
      { path: 'ai-config', element: admin(() => import('../features/admin/ai-config/AiConfigPage')) },
      { path: 'settings', element: admin(() => import('../features/admin/shell/SettingsPage')) },
      { path: '*', element: admin(() => import('./AdminNotFoundPage')) },
    ],
  },
]

/** The priests' own app: its own chunks and shell, in English and Hindi, outside the devotees' layout. */
const PRIEST_AREAS: Area[] = ['priest', 'verify']
function priestPage(load: () => Promise<Page>) {
  const Page = lazy(() => tracked(withTexts(PRIEST_AREAS, load)))
  return <Page />
}

export const priestRoutes: RouteObject[] = [
  { path: '/priest/sign-in', element: priestPage(() => import('../features/priest/SignInPage')) },
  {
    path: '/priest',
    // The layout holds the guard: nobody signed in goes to /priest/sign-in.
    element: priestPage(() => import('../features/priest/PriestLayout')),
    children: [
      { index: true, element: priestPage(() => import('../features/priest/BookingsPage')) },
      { path: 'hours', element: priestPage(() => import('../features/priest/HoursPage')) },
      { path: '*', element: <Navigate to="/priest" replace /> },
    ],
  },
]

/** The whole app under one router: a crash anywhere gets the error screen, and the first
 * screen's code on its way shows the header bar. */
export function AppRoutes() {
  const element = useRoutes([...adminRoutes, ...priestRoutes, ...routes])
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<ShellFallback />}>{element}</Suspense>
    </RouteErrorBoundary>
  )
}
