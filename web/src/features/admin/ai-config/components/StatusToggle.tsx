/** The status button of an AI service: shows Active or Inactive, and its accessible name says
 * what a press does. Switching on is saved at once; switching off first asks (devotees lose the
 * service in the assistant), in the back office's confirm dialog. */
import { useState } from 'react'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { fill } from '../../ui/texts'
import type { AiService } from '../api'
import { TEXT } from '../texts'
import styles from './StatusToggle.module.css'

interface Props {
  service: AiService
  busy: boolean
  /** Saves the switch; the dialog stays open (busy) until it settles. */
  onToggle: (service: AiService) => void | Promise<void>
}

export function StatusToggle({ service, busy, onToggle }: Props) {
  const [asking, setAsking] = useState(false)
  const name = fill(service.isActive ? TEXT.deactivate : TEXT.activate, { name: service.name })
  const press = () => (service.isActive ? setAsking(true) : onToggle(service))
  const switchOff = async () => {
    try {
      // Switched off elsewhere meanwhile (the live feed): a toggle now would switch it back on.
      if (service.isActive) await onToggle(service)
    } finally {
      // A refusal is reported on the page (useToggle); the question is answered either way.
      setAsking(false)
    }
  }
  return (
    <>
      <button
        type="button"
        className={`${styles.toggle} ${service.isActive ? styles.on : styles.off}`}
        aria-label={name}
        aria-pressed={service.isActive}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={press}
      >
        <span className={styles.track} aria-hidden="true">
          <span className={styles.knob} />
        </span>
        <span>{service.isActive ? TEXT.active : TEXT.inactive}</span>
      </button>
      <ConfirmDialog
        open={asking}
        title={TEXT.switchOffTitle}
        message={fill(TEXT.switchOffConfirm, { name: service.name })}
        confirmLabel={TEXT.switchOff}
        busy={busy}
        onConfirm={switchOff}
        onCancel={() => setAsking(false)}
      />
    </>
  )
}
