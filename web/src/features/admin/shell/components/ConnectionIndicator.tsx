/** The live-data indicator: "<Engine> Connected" or "Offline: reconnecting", with a button that reconnects now. */
import { databaseName, useConnection } from '../live'
import { TEXT } from '../texts'
import { fill } from '../../ui/texts'
import styles from './ConnectionIndicator.module.css'

/** The status text and whether it is good news (green). The spec's rule (green when connected to the
 * hosted backend, yellow for the local-storage fallback) maps to: green whenever the server's database
 * is connected, whichever engine it is; yellow while offline. */
export function useConnectionText(): { text: string; good: boolean; connected: boolean; reconnect: () => void } {
  const { connected, database, reconnect } = useConnection()
  const name = databaseName(database)
  if (!connected) return { text: database === null ? TEXT.connecting : TEXT.offline, good: false, connected, reconnect }
  return { text: fill(TEXT.connected, { database: name }), good: true, connected, reconnect }
}

export function ConnectionIndicator({ compact = false }: { compact?: boolean }) {
  const { text, good, reconnect } = useConnectionText()
  return (
    <div className={`${styles.indicator} ${good ? styles.good : styles.warn} ${compact ? styles.compact : ''}`}>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.text} role="status">
        {text}
      </span>
      <button type="button" className={styles.refresh} title={TEXT.refreshConnection} aria-label={TEXT.refreshConnection} onClick={reconnect}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M20 11a8 8 0 1 0-2.3 5.7" />
          <path d="M20 4v7h-7" />
        </svg>
      </button>
    </div>
  )
}
