/** A temple's admins: name, username, contact, permissions, Active/Inactive; add, edit, remove. */
import { Button } from '../../../../components/Button'
import { EmptyState } from '../../../../components/States'
import { TEXT as UI } from '../../ui/texts'
import type { Permissions, TempleAdmin } from '../api'
import { TEXT, text } from '../texts'
import styles from './Records.module.css'

interface Props {
  admins: TempleAdmin[]
  onAdd: () => void
  onEdit: (admin: TempleAdmin) => void
  onRemove: (admin: TempleAdmin) => void
}

const PERMISSIONS: (keyof Permissions)[] = ['manageServices', 'manageBookings', 'viewReports', 'manageTimings']

export function AdminsTab({ admins, onAdd, onEdit, onRemove }: Props) {
  return (
    <div className={styles.tab}>
      <div className={styles.toolbar}>
        <Button onClick={onAdd}>{TEXT.addAdmin}</Button>
      </div>
      {admins.length === 0 ? (
        <EmptyState title={TEXT.noAdmins} />
      ) : (
        <ul className={styles.records}>
          {admins.map((admin) => (
            <li key={admin.id} className={`${styles.record} ${admin.isActive ? '' : styles.off}`}>
              <div className={styles.head}>
                <h3 className={styles.title}>{admin.adminName}</h3>
                <span className={admin.isActive ? styles.on : styles.offBadge}>{admin.isActive ? UI.active : UI.inactive}</span>
              </div>
              <p className={styles.facts}>
                <span>@{admin.username}</span>
                <span className={styles.wrap}>{admin.adminEmail}</span>
                <span>{admin.adminPhone}</span>
              </p>
              <ul className={styles.slots} aria-label={TEXT.permissions}>
                {PERMISSIONS.filter((name) => admin.permissions[name]).map((name) => (
                  <li key={name}>{TEXT[name]}</li>
                ))}
              </ul>
              <div className={styles.actions}>
                <Button variant="secondary" onClick={() => onEdit(admin)} aria-label={text('editNamed', { name: admin.adminName })}>
                  {UI.edit}
                </Button>
                <Button variant="quiet" className={styles.danger} onClick={() => onRemove(admin)} aria-label={text('removeNamed', { name: admin.adminName })}>
                  {UI.remove}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
