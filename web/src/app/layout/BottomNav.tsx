/** The six-entry bottom navigation; the current screen is marked for sight and screen readers. */
import { NavLink } from 'react-router-dom'
import { useT } from '../../i18n/context'
import { HomeIcon, OrdersIcon, PriestIcon, StarIcon, StoreIcon, TempleIcon } from '../../components/icons'
import styles from './BottomNav.module.css'

const ENTRIES = [
  ['/', 'layout.home', HomeIcon],
  ['/book/priest', 'layout.priests', PriestIcon],
  ['/consult/astrology', 'layout.astrology', StarIcon],
  ['/store', 'layout.store', StoreIcon],
  ['/temples', 'layout.temples', TempleIcon],
  ['/user/orders', 'layout.orders', OrdersIcon],
] as const

export function BottomNav() {
  const t = useT()
  return (
    <nav className={`${styles.nav} no-print`} aria-label={t('layout.mainNavigation')}>
      {ENTRIES.map(([to, key, Icon]) => (
        <NavLink key={to} to={to} end={to === '/'} className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}>
          <Icon size={22} />
          <span>{t(key)}</span>
        </NavLink>
      ))}
    </nav>
  )
}
