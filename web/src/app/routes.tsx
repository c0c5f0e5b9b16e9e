/** Every route, each loaded only when visited; the layout and the error screen are eager. */
import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { PublicLayout } from './layout/PublicLayout'
import { ErrorScreen } from './ErrorScreen'
import { ShellFallback } from './layout/ShellFallback'
import { withTexts } from '../i18n/catalogue'
import type { Area } from '../i18n/en'

type Page = { default: React.ComponentType }
/** A page's code and the texts it shows, fetched together. */
const page = (areas: Area[], load: () => Promise<Page>) => async () => ({ Component: (await withTexts(areas, load)).default })

const policies = ['terms-and-conditions', 'refund-policy', 'privacy-policy', 'return-policy', 'shipping-policy'] as const
export type PolicySlug = (typeof policies)[number]

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: PublicLayout,
    ErrorBoundary: ErrorScreen,
    HydrateFallback: ShellFallback,
    children: [
      {
        ErrorBoundary: ErrorScreen,
        children: [
          { index: true, lazy: page([], () => import('../features/home/HomePage')) },
          { path: 'book/priest', lazy: page(['priests', 'payment'], () => import('../features/priests/PriestBookingPage')) },
          { path: 'consult/astrology', lazy: page(['astrology'], () => import('../features/astrology/AstrologyPage')) },
          { path: 'store', lazy: page(['store', 'payment'], () => import('../features/store/StorePage')) },
          { path: 'store/:productId', lazy: page(['store'], () => import('../features/store/ProductPage')) },
          { path: 'temples', lazy: page(['temples', 'payment'], () => import('../features/temples/TemplesPage')) },
          { path: 'user/orders', lazy: page(['orders'], () => import('../features/orders/MyOrdersPage')) },
          { path: 'user/orders/:kind/:id/receipt', lazy: page(['orders'], () => import('../features/orders/ReceiptPage')) },
          { path: 'user/profile', lazy: page(['profile'], () => import('../features/profile/ProfilePage')) },
          ...policies.map((slug) => ({ path: slug, lazy: page(['policies'], () => import('../features/policies/PolicyPage')) })),
          { path: 'payment/success', lazy: page(['payment'], () => import('../features/payment/PaymentResultPage')) },
          // An unknown address: a friendly page inside the layout (crashes still get ErrorScreen).
          { path: '*', lazy: page([], () => import('./NotFoundPage')) },
        ],
      },
    ],
  },
]

/** The back office: its own chunks, English only, outside the public layout. */
const admin = (load: () => Promise<Page>) => async () => ({ Component: (await load()).default })

export const adminRoutes: RouteObject[] = [
  { path: '/admin/login', ErrorBoundary: ErrorScreen, lazy: admin(() => import('../features/admin/shell/LoginPage')) },
  {
    path: '/admin',
    ErrorBoundary: ErrorScreen,
    // The layout holds the guard: nobody signed in goes to /admin/login.
    lazy: admin(() => import('../features/admin/shell/AdminLayout')),
    children: [
      { index: true, lazy: admin(() => import('../features/admin/dashboard/DashboardPage')) },
      { path: 'dashboard', lazy: admin(() => import('../features/admin/dashboard/DashboardPage')) },
      { path: 'temple-dashboard', lazy: admin(() => import('../features/admin/temple-dashboard/TempleDashboardPage')) },
      { path: 'bookings', lazy: admin(() => import('../features/admin/bookings/BookingsPage')) },
      { path: 'users', lazy: admin(() => import('../features/admin/users/UsersPage')) },
      { path: 'priests', lazy: admin(() => import('../features/admin/priests/PriestsPage')) },
      { path: 'services', lazy: admin(() => import('../features/admin/services/ServicesPage')) },
      { path: 'temples', lazy: admin(() => import('../features/admin/temples/TemplesAdminPage')) },
      { path: 'store', lazy: admin(() => import('../features/admin/store/StoreAdminPage')) },
      { path: 'store/orders', lazy: admin(() => import('../features/admin/store/StoreAdminPage')) },
      { path: 'refunds', lazy: admin(() => import('../features/admin/refunds/RefundsPage')) },
      { path: 'ai-config', lazy: admin(() => import('../features/admin/ai-config/AiConfigPage')) },
      { path: 'settings', lazy: admin(() => import('../features/admin/shell/SettingsPage')) },
      { path: '*', lazy: admin(() => import('./AdminNotFoundPage')) },
    ],
  },
]

export function createRouter() {
  return createBrowserRouter([...adminRoutes, ...routes])
}
