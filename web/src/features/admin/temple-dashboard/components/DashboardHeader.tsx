/** The dashboard's header: temple name, who is signed in (Temple Administrator), Refresh and Logout. */
import { useState } from 'react'
import { Button } from '../../../../components/Button'
import { Notice } from '../../../../components/States'
import { describeAdminError } from '../../ui/errors'
import { fill } from '../../ui/texts'
import { PageHeader } from '../../ui/PageHeader'
import { TEXT } from '../texts'
import styles from './DashboardHeader.module.css'

interface Props {
  templeName: string
  username: string
  roleLabel: string
  refreshing: boolean
  onRefresh: () => void
  onLogout: () => Promise<void>
}

export function DashboardHeader({ templeName, username, roleLabel, refreshing, onRefresh, onLogout }: Props) {
  const [leaving, setLeaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const logout = async () => {
    setLeaving(true)
    setFailure(null)
    try {
      await onLogout()
    } catch (error) {
      // The session may still be valid on the server: say so rather than pretend.
      setFailure(describeAdminError(error))
    } finally {
      setLeaving(false)
    }
  }
  return (
    <>
      <PageHeader
        title={templeName}
        subtitle={
          <p className={styles.who}>
            <span>{fill(TEXT.signedInAs, { username })}</span>
            <span className={styles.role}>{roleLabel}</span>
          </p>
        }
        actions={
          <>
            <Button variant="secondary" onClick={onRefresh} busy={refreshing}>
              {refreshing ? TEXT.refreshing : TEXT.refresh}
            </Button>
            <Button variant="quiet" onClick={logout} busy={leaving}>
              {leaving ? TEXT.loggingOut : TEXT.logout}
            </Button>
          </>
        }
      />
      {failure && <Notice tone="error">{failure}</Notice>}
    </>
  )
}
