/** The seven quick-action cards: links to the back office's screens. */
import { Link } from 'react-router-dom'
import { TEXT } from '../texts'
import styles from './QuickActions.module.css'

const ACTIONS = [
  { to: '/admin/bookings', label: TEXT.priestBookings, hint: TEXT.priestBookingsHint },
  { to: '/admin/priests', label: TEXT.managePriests, hint: TEXT.managePriestsHint },
  { to: '/admin/services', label: TEXT.poojaServices, hint: TEXT.poojaServicesHint },
  { to: '/admin/temples', label: TEXT.manageTemples, hint: TEXT.manageTemplesHint },
  { to: '/admin/store', label: TEXT.spiritualStore, hint: TEXT.spiritualStoreHint },
  { to: '/admin/ai-config', label: TEXT.aiConfiguration, hint: TEXT.aiConfigurationHint },
  { to: '/admin/users', label: TEXT.usersAdmins, hint: TEXT.usersAdminsHint },
] as const

export function QuickActions() {
  return (
    <section className={styles.section} aria-labelledby="dashboard-quick-actions">
      <h2 id="dashboard-quick-actions">{TEXT.quickActions}</h2>
      <ul className={styles.grid}>
        {ACTIONS.map((action) => (
          <li key={action.to}>
            <Link to={action.to} className={styles.card}>
              <span className={styles.label}>{action.label}</span>
              <span className={styles.hint}>{action.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
