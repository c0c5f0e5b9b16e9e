/** The error screen (RouteErrorBoundary shows it): the spec's title, what went wrong, a way back. */
import { Link } from 'react-router-dom'
import { useT } from '../i18n/context'
import styles from './ErrorScreen.module.css'

export function ErrorScreen({ error }: { error: unknown }) {
  const t = useT()
  // A chunk that failed to load (a new deploy, a dropped connection) is fixed by a reload.
  const chunkFailed = error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message)
  return (
    <main className={styles.screen} id="main">
      <h1>{t('layout.errorTitle')}</h1>
      <p>{chunkFailed ? t('common.networkError') : t('layout.errorHint')}</p>
      <div className={styles.actions}>
        <Link to="/" className={styles.primary}>
          {t('layout.goHome')}
        </Link>
        <button type="button" className={styles.secondary} onClick={() => window.location.reload()}>
          {t('layout.reload')}
        </button>
      </div>
    </main>
  )
}
