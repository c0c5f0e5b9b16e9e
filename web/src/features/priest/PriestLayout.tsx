/** /priest/*: who is signed in (else the sign-in), the app bar, and the screen. */
import { Suspense, useCallback, useMemo } from 'react'
import { Navigate, Outlet, useNavigate } from 'react-router-dom'
import { ErrorState, Spinner } from '../../components/States'
import { useT } from '../../i18n/context'
import { useRequest } from '../../lib/useRequest'
import { fetchMe, signOut } from './api'
import { PriestHeader } from './components/PriestHeader'
import { describePriestError, signedOut } from './errors'
import { PriestSessionProvider, type PriestSession } from './session'
import styles from './PriestLayout.module.css'

export const SIGN_IN = '/priest/sign-in'

export default function PriestLayout() {
  const t = useT()
  const navigate = useNavigate()
  const me = useRequest((signal) => fetchMe(signal), [])
  const ended = useCallback(() => navigate(SIGN_IN, { replace: true, state: { ended: true } }), [navigate])
  const leave = useCallback(async () => {
    try {
      await signOut()
    } finally {
      navigate(SIGN_IN, { replace: true })
    }
  }, [navigate])
  const session = useMemo<PriestSession | null>(() => (me.data ? { me: me.data, signOut: leave, ended } : null), [me.data, leave, ended])

  if (me.error && signedOut(me.error)) return <Navigate to={SIGN_IN} replace />
  return (
    <div className={styles.app}>
      <PriestHeader onSignOut={session ? () => void leave() : undefined} />
      <main className={styles.main}>
        {session ? (
          <PriestSessionProvider session={session}>
            <Suspense fallback={<Spinner label={t('common.loading')} />}>
              <Outlet />
            </Suspense>
          </PriestSessionProvider>
        ) : me.error ? (
          <ErrorState message={describePriestError(t, me.error)} onRetry={me.reload} retryLabel={t('common.retry')} />
        ) : (
          <Spinner label={t('priest.checking')} />
        )}
      </main>
    </div>
  )
}
