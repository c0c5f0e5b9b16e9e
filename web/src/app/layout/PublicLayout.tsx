/** The public shell: sticky header, the page, footer, bottom navigation and the assistant. */
import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { useT } from '../../i18n/context'
import { usePageLoading } from '../routing/pageLoading'
import { RouteErrorBoundary } from '../routing/RouteErrorBoundary'
import { useScrollRestoration } from '../routing/useScrollRestoration'
import { Header } from './Header'
import { Footer } from './Footer'
import { BottomNav } from './BottomNav'
import { AssistantLauncher, AssistantProvider } from './AssistantLauncher'
import styles from './PublicLayout.module.css'

export function PublicLayout() {
  const t = useT()
  const loading = usePageLoading()
  useScrollRestoration()
  return (
    <AssistantProvider>
      <a href="#main" className={styles.skip}>
        {t('layout.skipToContent')}
      </a>
      <Header />
      {loading && <div className={styles.progress} role="progressbar" aria-label={t('common.loading')} />}
      <main id="main" className={styles.main} tabIndex={-1}>
        {/* A page crash keeps the header and navigation; while the first page's code is on its
            way the bar above shows (later moves keep the old page until the new one is ready). */}
        <RouteErrorBoundary>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <BottomNav />
      <AssistantLauncher />
    </AssistantProvider>
  )
}
