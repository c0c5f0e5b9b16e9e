/** Add or edit a temple service (spec section 5): name, description, price (whole rupees, min 0) required; duration optional; the Hindi of name, description and duration (optional); time slots; bookings per slot (empty: no limit). */
import { Checkbox, TextArea, TextField } from '../../../../components/Field'
import { useDraft } from '../../../../lib/useDraft'
import { FormModal } from '../../ui/FormModal'
import { HindiSection } from '../../ui/HindiSection'
import { templesApi, type TempleService } from '../api'
import { useFormSave } from '../../ui/hooks/useFormSave'
import { EMPTY_SERVICE, SAVING, checkService, serviceForm, serviceInput, type ServiceForm } from '../rules'
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
  const save = () => (service ? templesApi.updateService(service.id, serviceInput(form)) : templesApi.createService(templeId, serviceInput(form)))
  const saved = () => {
    clear()
    onSaved()
  }
  const { errors, problem, busy, submit, touch } = useFormSave(form, () => checkService(form), save, saved, SAVING)
  const change = (patch: Partial<ServiceForm>) => {
    update(patch)
    touch(patch)
  }
  const cancel = () => {
    clear()
    onClose()
  }

  return (
    <FormModal open title={service ? TEXT.editService : TEXT.addService} onSubmit={submit} onClose={cancel} busy={busy} error={problem} submitLabel={TEXT.saveService}>
      <TextField label={TEXT.serviceName} required maxLength={100} value={form.name} error={errors.name} onChange={(e) => change({ name: e.target.value })} data-autofocus />
      <TextArea label={TEXT.description} required maxLength={4000} value={form.description} error={errors.description} onChange={(e) => change({ description: e.target.value })} />
      <div className={styles.pair}>
        <TextField label={TEXT.price} required inputMode="numeric" maxLength={6} value={form.price} error={errors.price} onChange={(e) => change({ price: e.target.value })} />
        <TextField label={TEXT.duration} hint={TEXT.durationHint} maxLength={60} value={form.duration} error={errors.duration} onChange={(e) => change({ duration: e.target.value })} />
      </div>
      <HindiSection>
        <TextField label={TEXT.serviceNameHi} lang="hi" maxLength={100} autoComplete="off" value={form.nameHi} error={errors.nameHi} onChange={(e) => change({ nameHi: e.target.value })} />
        <TextArea label={TEXT.descriptionHi} lang="hi" maxLength={4000} value={form.descriptionHi} error={errors.descriptionHi} onChange={(e) => change({ descriptionHi: e.target.value })} />
        <TextField label={TEXT.durationHi} lang="hi" maxLength={60} value={form.durationHi} error={errors.durationHi} onChange={(e) => change({ durationHi: e.target.value })} />
      </HindiSection>
      <SlotEditor slots={form.timeSlots} error={errors.timeSlots} onChange={(timeSlots) => change({ timeSlots })} />
      <TextField label={TEXT.slotCapacity} hint={TEXT.slotCapacityHint} inputMode="numeric" maxLength={5} value={form.slotCapacity} error={errors.slotCapacity} onChange={(e) => change({ slotCapacity: e.target.value })} />
      <Checkbox label={TEXT.serviceActive} checked={form.isActive} onChange={(e) => change({ isActive: e.target.checked })} />
    </FormModal>
  )
}
