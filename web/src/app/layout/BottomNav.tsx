/** The phone's bottom navigation (hidden on desktops, where the header shows the same
 * destinations); the current screen is marked for sight and screen readers. */
import { NavLink } from 'react-router-dom'
import { useT } from '../../i18n/context'
import { MAIN_DESTINATIONS } from './navigation'
import styles from './BottomNav.module.css'

export function BottomNav() {
  const t = useT()
  return (
    <nav className={`${styles.nav} no-print`} aria-label={t('layout.mainNavigation')}>
      {MAIN_DESTINATIONS.map(({ to, label, Icon }) => (
        <NavLink key={to} to={to} end={to === '/'} className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}>
          <Icon size={22} />
          <span>{t(label)}</span>
        </NavLink>
      ))}
    </nav>
  )
}
