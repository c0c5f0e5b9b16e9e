/** A user's details: how many priest bookings, temple bookings and store orders, and a list of each. */
import { Modal } from '../../../../components/Modal'
import { ErrorState, Spinner } from '../../../../components/States'
import { formatDate } from '../../../../lib/format'
import { describeAdminError } from '../../ui/errors'
import { TEXT as UI, fill } from '../../ui/texts'
import type { AdminUserRow, UserDetails } from '../api'
import { useUserDetails } from '../hooks/useUsers'
import { TEXT } from '../texts'
import { PriestBookingList, StoreOrderList, TempleBookingList } from './RecordLists'
import styles from './UserDetailsModal.module.css'

export function UserDetailsModal({ user, onClose }: { user: AdminUserRow | undefined; onClose: () => void }) {
  const details = useUserDetails(user?.phone)
  const data = details.data && details.data.user.phone === user?.phone ? details.data : undefined
  return (
    <Modal open={user !== undefined} title={user?.name ?? ''} onClose={onClose} closeLabel={UI.close} size="large">
      {details.error && <ErrorState message={describeAdminError(details.error)} onRetry={details.reload} retryLabel={UI.retry} />}
      {!data && details.loading && <Spinner label={UI.loading} />}
      {data && <Details details={data} />}
    </Modal>
  )
}

function Details({ details }: { details: UserDetails }) {
  const { user, counts } = details
  return (
    <div className={styles.details}>
      <p className={styles.contact}>
        {[user.phone, user.email || TEXT.notProvided].join(' · ')}
        <span className={styles.joined}>{fill(TEXT.joined, { date: formatDate(user.joinDate) })}</span>
      </p>
      <ul className={styles.counts} aria-label={TEXT.countsLabel}>
        <li>
          <span className={styles.count}>{counts.priestBookings}</span> {TEXT.priestBookings}
        </li>
        <li>
          <span className={styles.count}>{counts.templeBookings}</span> {TEXT.templeBookings}
        </li>
        <li>
          <span className={styles.count}>{counts.storeOrders}</span> {TEXT.storeOrders}
        </li>
      </ul>
      <PriestBookingList records={details.priestBookings} total={counts.priestBookings} />
      <TempleBookingList records={details.templeBookings} total={counts.templeBookings} />
      <StoreOrderList records={details.storeOrders} total={counts.storeOrders} />
    </div>
  )
}
