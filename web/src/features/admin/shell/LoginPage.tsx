/** /admin/login: Super Admin / Temple Admin tabs (visual only), username and password, then the admin's page. */
import { useEffect, useState } from 'react'
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom'
import { Spinner } from '../../../components/States'
import { Tabs } from '../ui/Tabs'
import { fetchMe, type AdminUser } from './api'
import { LoginForm } from './LoginForm'
import { afterLogin } from './routing'
import { TEXT } from './texts'
import styles from './Login.module.css'

type Kind = 'super' | 'temple'

/** Someone already signed in skips the form: undefined while asking, null when nobody is. */
function useCurrentUser(): AdminUser | null | undefined {
  const [user, setUser] = useState<AdminUser | null>()
  useEffect(() => {
    const controller = new AbortController()
    fetchMe(controller.signal).then(setUser, () => !controller.signal.aborted && setUser(null))
    return () => controller.abort()
  }, [])
  return user
}

export default function LoginPage() {
  const [kind, setKind] = useState<Kind>('super')
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const current = useCurrentUser()
  const next = params.get('next')

  useEffect(() => {
    document.title = `${TEXT.signIn} · ${TEXT.superTitle}`
  }, [])

  if (current) return <Navigate to={afterLogin(current, next)} replace />
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.brand}>
          <img src="/logo.svg" alt="" className={styles.logo} width={48} height={48} />
          <span className={styles.product}>{TEXT.superTitle}</span>
        </div>
        {current === undefined ? (
          <Spinner label={TEXT.loading} />
        ) : (
          <Tabs label={TEXT.loginTabs} value={kind} onChange={setKind} tabs={[{ id: 'super', label: TEXT.superAdminTab }, { id: 'temple', label: TEXT.templeAdminTab }]}>
            <h1 className={styles.title}>{kind === 'super' ? TEXT.loginTitleSuper : TEXT.loginTitleTemple}</h1>
            <p className={styles.hint}>{kind === 'super' ? TEXT.loginHintSuper : TEXT.loginHintTemple}</p>
            <LoginForm onSignedIn={(user) => navigate(afterLogin(user, next), { replace: true })} />
          </Tabs>
        )}
        <a className={styles.back} href="/">
          {TEXT.backToSite}
        </a>
      </div>
    </main>
  )
}
