/** The temple's timings on its dashboard, as devotees see them on the temple page; an admin holding manageTimings
 * edits them here with Temple Management's timings form. */
import { useState } from 'react'
import type { TempleDetail } from '../../temples/api'
import { TimingsFormModal } from '../../temples/components/TimingsFormModal'
import { TimingsList } from '../../temples/components/TimingsList'
import styles from './Panels.module.css'

interface Props {
  temple: TempleDetail
  canEdit: boolean
  onChanged: () => void
}

export function TimingsPanel({ temple, canEdit, onChanged }: Props) {
  const [editing, setEditing] = useState(false)
  return (
    <div className={styles.panel}>
      <TimingsList templeName={temple.name} timings={temple.timings} note={temple.timingsNote} onEdit={canEdit ? () => setEditing(true) : undefined} />
      {editing && (
        <TimingsFormModal
          temple={temple}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false)
            onChanged()
          }}
        />
      )}
    </div>
  )
}
