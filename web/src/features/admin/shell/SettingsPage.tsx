/** /admin/settings: the signed-in account, the live connection with its database engine, and sign out. */
import { useEffect, type ReactNode } from 'react'
import { Button } from '../../../components/Button'
import { PageHeader } from '../ui/PageHeader'
import { useSignOutButton } from './components/UserBox'
import { databaseName, useConnection } from './live'
import { can, isSuperAdmin, roleLabel, useAdminSession } from './session'
import { TEXT } from './texts'
import styles from './Settings.module.css'

const PERMISSIONS = [
  ['manageBookings', TEXT.permissionManageBookings],
  ['manageServices', TEXT.permissionManageServices],
  ['viewReports', TEXT.permissionViewReports],
  ['manageTimings', TEXT.permissionManageTimings],
] as const

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function AccountCard() {
  const { user } = useAdminSession()
  return (
    <section className={styles.card} aria-labelledby="settings-account">
      <h2 id="settings-account">{TEXT.account}</h2>
      <dl className={styles.list}>
        <Row term={TEXT.username}>{user.username}</Row>
        <Row term={TEXT.email}>{user.email || '—'}</Row>
        <Row term={TEXT.role}>{roleLabel(user)}</Row>
        <Row term={TEXT.temple}>{isSuperAdmin(user) ? TEXT.allTemples : user.templeName || TEXT.unknownTemple}</Row>
        <Row term={TEXT.permissions}>
          <ul className={styles.permissions}>
            {PERMISSIONS.map(([key, label]) => (
              <li key={key}>
                <span>{label}:</span> <strong>{can(user, key) ? TEXT.allowed : TEXT.notAllowed}</strong>
              </li>
            ))}
          </ul>
        </Row>
      </dl>
    </section>
  )
}

/** The connection's details; its status ("SQLite Connected") is the layout's, shown once. */
function ConnectionCard() {
  const { connected, database, reconnect } = useConnection()
  return (
    <section className={styles.card} aria-labelledby="settings-connection">
      <h2 id="settings-connection">{TEXT.connection}</h2>
      <dl className={styles.list}>
        {database && <Row term={TEXT.database}>{databaseName(database)}</Row>}
        <Row term={TEXT.liveUpdates}>{connected ? TEXT.liveOn : TEXT.liveOff}</Row>
      </dl>
      <Button variant="secondary" onClick={reconnect}>
        {TEXT.reconnect}
      </Button>
    </section>
  )
}

function SessionCard() {
  const out = useSignOutButton()
  return (
    <section className={styles.card} aria-labelledby="settings-session">
      <h2 id="settings-session">{TEXT.session}</h2>
      <p className={styles.muted}>{TEXT.signOutHint}</p>
      {out.error && (
        <p className={styles.error} role="alert">
          {out.error}
        </p>
      )}
      <Button variant="danger" busy={out.busy} onClick={out.click}>
        {out.busy ? TEXT.signingOut : TEXT.endSession}
      </Button>
    </section>
  )
}

export default function SettingsPage() {
  useEffect(() => {
    document.title = TEXT.settingsTitle
  }, [])
  return (
    <div className={styles.page}>
      <PageHeader title={TEXT.settingsTitle} subtitle={TEXT.settingsSubtitle} />
      <div className={styles.grid}>
        <AccountCard />
        <ConnectionCard />
        <SessionCard />
      </div>
    </div>
  )
}
