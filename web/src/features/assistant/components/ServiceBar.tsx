/** The service dropdown (active services from the server) and the connection line under it. */
import { useId } from 'react'
import { useT } from '../../../i18n/context'
import type { ConnectionState, ServiceChoice } from '../../../lib/assistantProtocol'
import styles from './ServiceBar.module.css'

interface Props {
  services: ServiceChoice[]
  serviceId: string | null
  connection: ConnectionState
  onSelect: (serviceId: string) => void
}

export function ServiceBar({ services, serviceId, connection, onSelect }: Props) {
  const t = useT()
  const id = useId()
  const selected = services.find((service) => service.id === serviceId)
  const status =
    connection === 'open'
      ? selected
        ? t('assistant.connectedTo', { service: selected.name })
        : t('assistant.connected')
      : connection === 'reconnecting'
        ? t('assistant.reconnecting')
        : t('assistant.connecting')
  return (
    <div className={styles.bar}>
      <div className={styles.row}>
        <label htmlFor={id} className={styles.label}>
          {t('assistant.serviceLabel')}
        </label>
        <select id={id} className={styles.select} value={selected ? selected.id : ''} onChange={(event) => event.target.value && onSelect(event.target.value)} disabled={services.length === 0}>
          <option value="" disabled>
            {t('assistant.serviceChoose')}
          </option>
          {services.map((service) => (
            <option key={service.id} value={service.id}>
              {service.icon ? `${service.icon} ${service.name}` : service.name}
            </option>
          ))}
        </select>
      </div>
      <p className={`${styles.status} ${connection === 'open' ? styles.online : styles.offline}`} role="status">
        <span className={styles.dot} aria-hidden="true" />
        {status}
      </p>
    </div>
  )
}
