/** Temple Services for an admin holding manageServices: the Temple Management list and form itself (one form for
 * the super admin and the temple admin): add, edit (Active brings one back), delete (which deactivates: devotees no
 * longer see it, its bookings stay). The server confines a temple admin to its own temple. */
import { useState } from 'react'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { TEXT as UI } from '../../ui/texts'
import type { TempleDetail } from '../../temples/api'
import { ServiceFormModal } from '../../temples/components/ServiceFormModal'
import { ServicesTab } from '../../temples/components/ServicesTab'
import { confirmText, useDelete } from '../../temples/hooks/useDelete'
import { TEXT } from '../texts'
import styles from './Panels.module.css'

interface Props {
  temple: TempleDetail
  /** After a save or a deletion: the dashboard and the temple are read again. */
  onChanged: () => void
}

export function ManagedServices({ temple, onChanged }: Props) {
  // The service being edited ('new' when adding), or none.
  const [editing, setEditing] = useState<string | null>(null)
  const deletion = useDelete(onChanged)
  const service = editing && editing !== 'new' ? temple.services.find((s) => s.id === editing) : undefined
  return (
    <section className={styles.panel} aria-labelledby="temple-services-title">
      <h2 id="temple-services-title">{TEXT.servicesTitle}</h2>
      <ServicesTab
        services={temple.services}
        onAdd={() => setEditing('new')}
        onEdit={(chosen) => setEditing(chosen.id)}
        onDelete={(chosen) => deletion.ask({ kind: 'service', id: chosen.id, name: chosen.name })}
      />
      {(editing === 'new' || service) && (
        <ServiceFormModal
          key={editing}
          templeId={temple.id}
          service={service}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            onChanged()
          }}
        />
      )}
      <ConfirmDialog open={deletion.open} message={deletion.target ? confirmText(deletion.target) : ''} title={UI.confirmDeleteTitle} confirmLabel={UI.delete} busy={deletion.busy} error={deletion.error} onConfirm={deletion.confirm} onCancel={deletion.cancel} />
    </section>
  )
}
