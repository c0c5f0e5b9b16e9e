/** Add or edit a temple service (spec section 5): name, description, price (whole rupees, min 0) required; duration optional; the Hindi of name, description and duration (optional); time slots; bookings per slot (empty: no limit). */
import { Checkbox, TextArea, TextField } from '../../../../components/Field'
import { useDraft } from '../../../../lib/useDraft'
import { FormModal } from '../../ui/FormModal'
import { HindiSection } from '../../ui/HindiSection'
import { templesApi, type TempleService } from '../api'
import { useSave } from '../hooks/useSave'
import { EMPTY_SERVICE, checkService, serviceForm, serviceInput, type ServiceForm } from '../rules'
import { TEXT } from '../texts'
import { SlotEditor } from './SlotEditor'
import styles from './Forms.module.css'

interface Props {
  templeId: string
  /** The service being edited; absent when adding one. */
  service?: TempleService
  onClose: () => void
  onSaved: () => void
}

export function ServiceFormModal({ templeId, service, onClose, onSaved }: Props) {
  const [form, update, clear] = useDraft<ServiceForm>(`admin.temple-service.${service?.id ?? `new.${templeId}`}`, service ? serviceForm(service) : EMPTY_SERVICE)
  const { busy, error, fields, save, touch } = useSave()
  const change = (patch: Partial<ServiceForm>) => {
    update(patch)
    touch(Object.keys(patch))
  }

  const submit = async () => {
    const body = serviceInput(form)
    const done = await save(checkService(form), () => (service ? templesApi.updateService(service.id, body) : templesApi.createService(templeId, body)))
    if (!done) return
    clear()
    onSaved()
  }
  const cancel = () => {
    clear()
    onClose()
  }

  return (
    <FormModal open title={service ? TEXT.editService : TEXT.addService} onSubmit={submit} onClose={cancel} busy={busy} error={error} submitLabel={TEXT.saveService}>
      <TextField label={TEXT.serviceName} required maxLength={100} value={form.name} error={fields.name} onChange={(e) => change({ name: e.target.value })} data-autofocus />
      <TextArea label={TEXT.description} required maxLength={4000} value={form.description} error={fields.description} onChange={(e) => change({ description: e.target.value })} />
      <div className={styles.pair}>
        <TextField label={TEXT.price} required inputMode="numeric" maxLength={6} value={form.price} error={fields.price} onChange={(e) => change({ price: e.target.value })} />
        <TextField label={TEXT.duration} hint={TEXT.durationHint} maxLength={60} value={form.duration} error={fields.duration} onChange={(e) => change({ duration: e.target.value })} />
      </div>
      <HindiSection>
        <TextField label={TEXT.serviceNameHi} lang="hi" maxLength={100} autoComplete="off" value={form.nameHi} error={fields.nameHi} onChange={(e) => change({ nameHi: e.target.value })} />
        <TextArea label={TEXT.descriptionHi} lang="hi" maxLength={4000} value={form.descriptionHi} error={fields.descriptionHi} onChange={(e) => change({ descriptionHi: e.target.value })} />
        <TextField label={TEXT.durationHi} lang="hi" maxLength={60} value={form.durationHi} error={fields.durationHi} onChange={(e) => change({ durationHi: e.target.value })} />
      </HindiSection>
      <SlotEditor slots={form.timeSlots} error={fields.timeSlots} onChange={(timeSlots) => change({ timeSlots })} />
      <TextField label={TEXT.slotCapacity} hint={TEXT.slotCapacityHint} inputMode="numeric" maxLength={5} value={form.slotCapacity} error={fields.slotCapacity} onChange={(e) => change({ slotCapacity: e.target.value })} />
      <Checkbox label={TEXT.serviceActive} checked={form.isActive} onChange={(e) => change({ isActive: e.target.checked })} />
    </FormModal>
  )
}
