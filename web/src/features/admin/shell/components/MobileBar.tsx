/** Small screens: a top bar (logo, title, connection, sign out) and a horizontally scrolling menu instead of the sidebar. */
import { Button } from '../../../../components/Button'
import { useAdminSession } from '../session'
import { TEXT } from '../texts'
import { ConnectionIndicator } from './ConnectionIndicator'
import { Logo } from './Logo'
import { Menu } from './Menu'
import { useTitles } from './Sidebar'
import { useSignOutButton } from './UserBox'
import styles from './MobileBar.module.css'

export function MobileBar() {
  const { user } = useAdminSession()
  const { title, subtitle } = useTitles()
  const out = useSignOutButton()
  return (
    <div className={styles.bar}>
      <header className={styles.top}>
        <Logo size={36} />
        <span className={styles.titles}>
          <span className={styles.title}>{title}</span>
          <span className={styles.subtitle}>
            {user.username} · {subtitle}
          </span>
        </span>
        <Button variant="quiet" busy={out.busy} onClick={out.click}>
          {TEXT.signOut}
        </Button>
      </header>
      {out.error && (
        <p className={styles.error} role="alert">
          {out.error}
        </p>
      )}
      <div className={styles.connection}>
        <ConnectionIndicator compact />
      </div>
      <Menu user={user} layout="strip" />
    </div>
  )
}
