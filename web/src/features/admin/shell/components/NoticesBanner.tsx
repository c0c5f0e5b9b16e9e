/** Notices a super admin must act on (a booking no priest is left for): listed above every screen until
 * dismissed, and updated live as the server writes one (/ws/changes, table admin_notices). */
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { fill } from '../../ui/texts'
import { dismissNotice, fetchNotices } from '../api'
import { useLiveReload } from '../live'
import { TEXT } from '../texts'
import { useAdminAction, useAdminRequest } from '../useAdminRequest'
import styles from './NoticesBanner.module.css'

const SHOWN = 3

export function NoticesBanner() {
  const notices = useAdminRequest((signal) => fetchNotices(signal), [])
  const { run } = useAdminAction()
  const [gone, setGone] = useState<Set<string>>(new Set())
  useLiveReload(['admin_notices'], notices.reload)

  const open = (notices.data?.items ?? []).filter((notice) => !gone.has(notice.id))
  if (open.length === 0) return null
  const more = (notices.data?.total ?? 0) - gone.size - Math.min(open.length, SHOWN)

  const dismiss = async (id: string) => {
    await run(() => dismissNotice(id))
    setGone((current) => new Set(current).add(id))
  }

  return (
    <section className={styles.banner} aria-labelledby="admin-notices">
      <h2 id="admin-notices" className={styles.title}>
        {TEXT.noticesTitle}
      </h2>
      <ul className={styles.list}>
        {open.slice(0, SHOWN).map((notice) => (
          <li key={notice.id} className={styles.item}>
            <p className={styles.message}>{notice.message}</p>
            <div className={styles.actions}>
              <Link to="/admin/bookings">{TEXT.noticeOpenBookings}</Link>
              <button type="button" className={styles.dismiss} onClick={() => void dismiss(notice.id).catch(() => undefined)}>
                {TEXT.noticeDismiss}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {more > 0 && <p className={styles.more}>{fill(TEXT.noticesMore, { count: more })}</p>}
    </section>
  )
}
