/** The desktop sidebar: logo, title, subtitle, connection indicator, menu, and the signed-in admin. */
import { Link } from 'react-router-dom'
import { isSuperAdmin, useAdminSession } from '../session'
import { landing } from '../routing'
import { TEXT } from '../texts'
import { ConnectionIndicator } from './ConnectionIndicator'
import { Logo } from './Logo'
import { Menu } from './Menu'
import { UserBox } from './UserBox'
import styles from './Sidebar.module.css'

/** "Punya Admin" / "Super Administrator", or "Temple Admin" / the temple's name. */
export function useTitles(): { title: string; subtitle: string } {
  const { user } = useAdminSession()
  if (isSuperAdmin(user)) return { title: TEXT.superTitle, subtitle: TEXT.superAdministrator }
  return { title: TEXT.templeTitle, subtitle: user.templeName || TEXT.unknownTemple }
}

export function Sidebar() {
  const { user } = useAdminSession()
  const { title, subtitle } = useTitles()
  return (
    <aside className={styles.sidebar}>
      <Link to={landing(user)} className={styles.brand}>
        <Logo />
        <span className={styles.titles}>
          <span className={styles.title}>{title}</span>
          <span className={styles.subtitle}>{subtitle}</span>
        </span>
      </Link>
      <ConnectionIndicator />
      <div className={styles.menu}>
        <Menu user={user} layout="sidebar" />
      </div>
      <UserBox />
    </aside>
  )
}
