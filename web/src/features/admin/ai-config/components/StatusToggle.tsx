/** The status button of an AI service: shows Active or Inactive, and its accessible name says
 * what a press does; the change is saved at once. */
import { fill } from '../../ui/texts'
import type { AiService } from '../api'
import { TEXT } from '../texts'
import styles from './StatusToggle.module.css'

interface Props {
  service: AiService
  busy: boolean
  onToggle: (service: AiService) => void
}

export function StatusToggle({ service, busy, onToggle }: Props) {
  const name = fill(service.isActive ? TEXT.deactivate : TEXT.activate, { name: service.name })
  return (
    <button
      type="button"
      className={`${styles.toggle} ${service.isActive ? styles.on : styles.off}`}
      aria-label={name}
      aria-pressed={service.isActive}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => onToggle(service)}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.knob} />
      </span>
      <span>{service.isActive ? TEXT.active : TEXT.inactive}</span>
    </button>
  )
}
