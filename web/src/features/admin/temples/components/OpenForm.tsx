/** The form named in the address (?form=kind:id), opened once the record it edits is on screen. */
import type { Temple, TempleDetail } from '../api'
import type { OpenForm as Opened } from '../hooks/useScreenParams'
import { AdminFormModal } from './AdminFormModal'
import { ServiceFormModal } from './ServiceFormModal'
import { TempleFormModal } from './TempleFormModal'
import { TimingsFormModal } from './TimingsFormModal'

interface Props {
  form: Opened | null
  temple: TempleDetail | undefined
  onClose: () => void
  onTempleSaved: (temple: Temple) => void
  onSaved: () => void
}

export function OpenForm({ form, temple, onClose, onTempleSaved, onSaved }: Props) {
  if (!form) return null
  const adding = form.id === 'new'
  // key: a form for another record starts from that record (or its own draft), not from the last one's.
  const key = `${form.kind}:${form.id}`
  if (form.kind === 'temple') {
    if (adding) return <TempleFormModal key={key} onClose={onClose} onSaved={onTempleSaved} />
    return temple?.id === form.id ? <TempleFormModal key={key} temple={temple} onClose={onClose} onSaved={onTempleSaved} /> : null
  }
  if (!temple) return null
  if (form.kind === 'timings') return temple.id === form.id ? <TimingsFormModal key={key} temple={temple} onClose={onClose} onSaved={onSaved} /> : null
  if (form.kind === 'service') {
    const service = temple.services.find((s) => s.id === form.id)
    if (!adding && !service) return null
    return <ServiceFormModal key={key} templeId={temple.id} service={service} onClose={onClose} onSaved={onSaved} />
  }
  const admin = temple.admins?.find((a) => a.id === form.id)
  if (!adding && !admin) return null
  return <AdminFormModal key={key} templeId={temple.id} admin={admin} onClose={onClose} onSaved={onSaved} />
}
