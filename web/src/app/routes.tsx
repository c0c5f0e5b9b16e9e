/** Every route, each loaded only when visited; the layout and the error screen are eager. */
import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { PublicLayout } from './layout/PublicLayout'
import { ErrorScreen } from './ErrorScreen'
import { ShellFallback } from './layout/ShellFallback'

type Page = { default: React.ComponentType }
const page = (load: () => Promise<Page>) => async () => ({ Component: (await load()).default })

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
          { index: true, lazy: page(() => import('../features/home/HomePage')) },
          { path: 'book/priest', lazy: page(() => import('../features/priests/PriestBookingPage')) },
          { path: 'consult/astrology', lazy: page(() => import('../features/astrology/AstrologyPage')) },
          { path: 'store', lazy: page(() => import('../features/store/StorePage')) },
          { path: 'temples', lazy: page(() => import('../features/temples/TemplesPage')) },
          { path: 'user/orders', lazy: page(() => import('../features/orders/MyOrdersPage')) },
          { path: 'user/profile', lazy: page(() => import('../features/profile/ProfilePage')) },
          ...policies.map((slug) => ({ path: slug, lazy: page(() => import('../features/policies/PolicyPage')) })),
          { path: 'payment/success', lazy: page(() => import('../features/payment/PaymentResultPage')) },
          { path: '*', loader: notFound },
        ],
      },
    ],
  },
]

function notFound(): never {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' })
}

export function createRouter() {
  return createBrowserRouter(routes)
}
