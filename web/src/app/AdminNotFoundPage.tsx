/** An /admin/* address that leads nowhere: said inside the admin shell, with the way back to this
 * admin's own dashboard (the back office is English only). */
import { Link } from 'react-router-dom'
import { landing } from '../features/admin/shell/routing'
import { useAdminSession } from '../features/admin/shell/session'
import { PageHeader } from '../features/admin/ui/PageHeader'
import { useDocumentTitle } from './useDocumentTitle'
import styles from './AdminNotFoundPage.module.css'

const TEXT = {
  title: 'Page not found',
  text: 'There is no admin page at this address. It may have moved, or the link may be mistyped.',
  dashboard: 'Go to the dashboard',
  documentTitle: 'Page not found · Punya Admin',
} as const

export default function AdminNotFoundPage() {
  const { user } = useAdminSession()
  useDocumentTitle(TEXT.documentTitle)
  return (
    <div className={styles.page}>
      <PageHeader title={TEXT.title} />
      <p className={styles.text}>{TEXT.text}</p>
      <Link to={landing(user)} className={styles.link}>
        {TEXT.dashboard}
      </Link>
    </div>
  )
}
