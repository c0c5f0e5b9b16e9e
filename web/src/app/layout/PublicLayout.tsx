/** The public shell: sticky header, the page, footer, bottom navigation and the assistant. */
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom'
import { useT } from '../../i18n/context'
import { Header } from './Header'
import { Footer } from './Footer'
import { BottomNav } from './BottomNav'
import { AssistantLauncher, AssistantProvider } from './AssistantLauncher'
import styles from './PublicLayout.module.css'

export function PublicLayout() {
  const t = useT()
  const navigation = useNavigation()
  return (
    <AssistantProvider>
      <a href="#main" className={styles.skip}>
        {t('layout.skipToContent')}
      </a>
      <Header />
      {navigation.state === 'loading' && <div className={styles.progress} role="progressbar" aria-label={t('common.loading')} />}
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <BottomNav />
      <AssistantLauncher />
      <ScrollRestoration />
    </AssistantProvider>
  )
}
