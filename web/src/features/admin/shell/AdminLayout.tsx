/** /admin/*: the guard (who is signed in, where they may go), the shared live feed, and the sidebar or top bar around the screen. */
import { Suspense, useEffect, useMemo } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { ErrorState } from '../../../components/States'
import { describeAdminError } from '../ui/errors'
import { TEXT as UI } from '../ui/texts'
import { MobileBar } from './components/MobileBar'
import { NoticesBanner } from './components/NoticesBanner'
import { Sidebar } from './components/Sidebar'
import { useSessionCheck } from './hooks/useSessionCheck'
import { useSignOut } from './hooks/useSignOut'
import { useWideScreen } from './hooks/useWideScreen'
import { useConnection, useLiveFeed } from './live'
import { guardRedirect } from './routing'
import { AdminSessionProvider, isSuperAdmin, useAdminSession } from './session'
import { TEXT } from './texts'
import { loginPath } from './useAdminRequest'
import styles from './AdminLayout.module.css'

function Checking() {
  return (
    <main className={styles.checking} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <h1 className={styles.checkingTitle}>{TEXT.loading}</h1>
      <p>{TEXT.authenticating}</p>
    </main>
  )
}

export default function AdminLayout() {
  const location = useLocation()
  const { state, recheck } = useSessionCheck()
  const signOut = useSignOut()
  const wide = useWideScreen()
  const session = useMemo(() => (state.status === 'signed-in' ? { user: state.user, signOut } : null), [state, signOut])

  // The live feed tells us when the server ended the session: ask again, which leads to the login.
  const { sessionEnded } = useConnection()
  useEffect(() => {
    if (sessionEnded) recheck()
  }, [sessionEnded, recheck])

  if (state.status === 'checking') return <Checking />
  if (state.status === 'signed-out') return <Navigate to={loginPath(location)} replace />
  if (state.status === 'failed' || !session) {
    return (
      <main className={styles.failed}>
        <ErrorState message={describeAdminError(state.status === 'failed' ? state.error : undefined)} onRetry={recheck} retryLabel={UI.retry} />
      </main>
    )
  }
  const redirect = guardRedirect(session.user, location)
  if (redirect) return <Navigate to={redirect} replace />
  return (
    <AdminSessionProvider {...session}>
      <SignedIn wide={wide} />
    </AdminSessionProvider>
  )
}

function SignedIn({ wide }: { wide: boolean }) {
  // One /ws/changes socket for every screen of the back office, open while an admin is signed in.
  useLiveFeed()
  const { user } = useAdminSession()
  return (
    <div className={wide ? styles.wide : styles.narrow}>
      {wide ? <Sidebar /> : <MobileBar />}
      <main className={styles.main}>
        {isSuperAdmin(user) && <NoticesBanner />}
        {/* The first screen's code on its way keeps the shell (later moves keep the old screen). */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  )
}
