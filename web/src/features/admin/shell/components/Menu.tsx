/** The admin menu per role (super admin: eleven screens; temple admin: its dashboard, its reviews and, if allowed, its reports); the current page is marked. */
import { NavLink } from 'react-router-dom'
import type { AdminUser } from '../api'
import { TEXT } from '../texts'
import styles from './Menu.module.css'

interface Item {
  to: string
  label: string
}

const SUPER_MENU: Item[] = [
  { to: '/admin/dashboard', label: TEXT.dashboard },
  { to: '/admin/bookings', label: TEXT.bookings },
  { to: '/admin/users', label: TEXT.users },
  { to: '/admin/priests', label: TEXT.priests },
  { to: '/admin/services', label: TEXT.services },
  { to: '/admin/temples', label: TEXT.temples },
  { to: '/admin/store', label: TEXT.store },
  { to: '/admin/refunds', label: TEXT.refunds },
  { to: '/admin/reviews', label: TEXT.reviews },
  { to: '/admin/reports', label: TEXT.reports },
  { to: '/admin/ai-config', label: TEXT.aiConfig },
]
const TEMPLE_MENU: Item[] = [
  { to: '/admin/temple-dashboard', label: TEXT.templeDashboard },
  { to: '/admin/reviews', label: TEXT.reviews },
]
const REPORTS: Item = { to: '/admin/reports', label: TEXT.reports }

/** A temple admin sees Reports when allowed to view them. */
export const menuFor = (user: AdminUser) => (user.role === 'superadmin' ? SUPER_MENU : user.permissions.viewReports ? [...TEMPLE_MENU, REPORTS] : TEMPLE_MENU)

/** `layout`: a vertical list in the sidebar, or a horizontally scrolling strip on small screens. */
export function Menu({ user, layout }: { user: AdminUser; layout: 'sidebar' | 'strip' }) {
  return (
    <nav aria-label={TEXT.menuLabel} className={layout === 'sidebar' ? styles.sidebar : styles.strip}>
      <ul className={styles.list}>
        {menuFor(user).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
