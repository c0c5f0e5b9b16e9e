/** The signed-in admin (initial, username, role label) and the sign-out button. */
import { useState } from 'react'
import { Button } from '../../../../components/Button'
import { describeAdminError } from '../../ui/errors'
import { roleLabel, useAdminSession } from '../session'
import { TEXT } from '../texts'
import styles from './UserBox.module.css'

export function useSignOutButton() {
  const { signOut } = useAdminSession()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const click = async () => {
    setBusy(true)
    setError(undefined)
    try {
      await signOut()
    } catch (failure) {
      setError(describeAdminError(failure))
      setBusy(false)
    }
  }
  return { busy, error, click }
}

export function UserBox() {
  const { user } = useAdminSession()
  const out = useSignOutButton()
  return (
    <div className={styles.box}>
      <div className={styles.who}>
        <span className={styles.initial} aria-hidden="true">
          {user.username.charAt(0).toUpperCase()}
        </span>
        <span className={styles.names}>
          <span className={styles.username}>{user.username}</span>
          <span className={styles.role}>{roleLabel(user)}</span>
        </span>
      </div>
      {out.error && (
        <p className={styles.error} role="alert">
          {out.error}
        </p>
      )}
      <Button variant="secondary" block busy={out.busy} onClick={out.click}>
        {out.busy ? TEXT.signingOut : TEXT.signOut}
      </Button>
    </div>
  )
}
