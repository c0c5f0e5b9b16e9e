/** Add or edit a temple service (spec section 5): name, description, price (whole rupees, min 0) required; duration optional; the Hindi of name, description and duration (optional); time slots; bookings per slot (empty: no limit); whether the temple sends its prasad home. */
import { Checkbox, TextArea, TextField } from '../../../../components/Field'
import { RecordForm } from '../../ui/RecordForm'
import { HindiSection } from '../../ui/HindiSection'
import { useFormDraft } from '../../ui/hooks/useFormDraft'
import { templesApi, type TempleService } from '../api'
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
  const draft = useFormDraft<ServiceForm>(`admin.temple-service.${service?.id ?? `new.${templeId}`}`, service ? serviceForm(service) : EMPTY_SERVICE)
  const save = (form: ServiceForm) => (service ? templesApi.updateService(service.id, serviceInput(form)) : templesApi.createService(templeId, serviceInput(form)))

  return (
    <RecordForm title={service ? TEXT.editService : TEXT.addService} submitLabel={TEXT.saveService} draft={draft} check={checkService} save={save} onSaved={onSaved} onClose={onClose} {...SAVING}>
      {({ values, errors, change, bind }) => (
        <>
          <TextField label={TEXT.serviceName} required maxLength={100} {...bind('name')} data-autofocus />
          <TextArea label={TEXT.description} required maxLength={4000} {...bind('description')} />
          <div className={styles.pair}>
            <TextField label={TEXT.price} required inputMode="numeric" maxLength={6} {...bind('price')} />
            <TextField label={TEXT.duration} hint={TEXT.durationHint} maxLength={60} {...bind('duration')} />
          </div>
          <HindiSection>
            <TextField label={TEXT.serviceNameHi} lang="hi" maxLength={100} autoComplete="off" {...bind('nameHi')} />
            <TextArea label={TEXT.descriptionHi} lang="hi" maxLength={4000} {...bind('descriptionHi')} />
            <TextField label={TEXT.durationHi} lang="hi" maxLength={60} {...bind('durationHi')} />
          </HindiSection>
          <SlotEditor slots={values.timeSlots} error={errors.timeSlots} onChange={(timeSlots) => change({ timeSlots })} />
          <TextField label={TEXT.slotCapacity} hint={TEXT.slotCapacityHint} inputMode="numeric" maxLength={5} {...bind('slotCapacity')} />
          <Checkbox label={TEXT.shipsPrasad} checked={values.shipsPrasad} onChange={(e) => change({ shipsPrasad: e.target.checked })} />
          <p className={styles.hint}>{TEXT.shipsPrasadHint}</p>
          <Checkbox label={TEXT.serviceActive} checked={values.isActive} onChange={(e) => change({ isActive: e.target.checked })} />
        </>
      )}
    </RecordForm>
  )
}
