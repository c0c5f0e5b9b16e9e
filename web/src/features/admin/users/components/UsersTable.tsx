/** The users table: user (name, e-mail or Not provided), contact, first booking, bookings, spent, last activity, View Details. */
import { Button } from '../../../../components/Button'
import { formatDate, formatINR } from '../../../../lib/format'
import { AdminTable } from '../../ui/AdminTable'
import { TEXT as SHARED, fill } from '../../ui/texts'
import type { AdminUserRow } from '../api'
import { TEXT } from '../texts'
import styles from './UsersTable.module.css'

export function UsersTable({ users, onView }: { users: AdminUserRow[]; onView: (user: AdminUserRow) => void }) {
  return (
    <div className={styles.compact}>
      <AdminTable caption={TEXT.caption}>
      <thead>
        <tr>
          <th scope="col">{TEXT.user}</th>
          <th scope="col">{TEXT.contact}</th>
          <th scope="col">{TEXT.firstBooking}</th>
          <th scope="col">{TEXT.totalBookingsColumn}</th>
          <th scope="col">
            {TEXT.totalSpent}{' '}
            <span className={styles.headNote}>{SHARED.moneyCollected}</span>
          </th>
          <th scope="col">{TEXT.lastActivity}</th>
          <th scope="col">{TEXT.actions}</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.id}>
            <td>
              <span className={styles.user}>
                <span className={styles.avatar} aria-hidden="true">
                  {(user.name.trim()[0] ?? '?').toUpperCase()}
                </span>
                <span>
                  <span className={styles.name}>{user.name}</span>
                  <span className={user.email ? styles.sub : styles.missing}>{user.email || TEXT.notProvided}</span>
                </span>
              </span>
            </td>
            <td className={styles.nowrap}>{user.phone}</td>
            <td className={styles.nowrap}>{formatDate(user.joinDate)}</td>
            <td className={styles.number}>{user.totalBookings}</td>
            <td className={styles.number}>{formatINR(user.totalSpent)}</td>
            <td className={styles.nowrap}>{user.lastActivity ? formatDate(user.lastActivity) : TEXT.never}</td>
            <td className={styles.nowrap}>
              <Button variant="secondary" onClick={() => onView(user)} aria-label={fill(TEXT.viewDetailsOf, { name: user.name })}>
                {TEXT.viewDetails}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
      </AdminTable>
    </div>
  )
}
