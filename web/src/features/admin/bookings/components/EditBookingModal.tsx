/** Edit Booking: customer name, phone, e-mail, date, a time from the service's slots only, special requests.
 * The typed values are a draft: a session that ends mid-edit loses nothing. */
import { TextArea, TextField } from '../../../../components/Field'
import { todayISO } from '../../../../lib/format'
import { useDraft } from '../../../../lib/useDraft'
import { FormModal } from '../../ui/FormModal'
import { useFormSave } from '../../ui/hooks/useFormSave'
import { bookingsApi, type TempleBooking, type TempleBookingEdit } from '../api'
import { TEXT } from '../texts'
import { changedFields, validateEdit } from '../validation'
import { SlotSelect } from './SlotSelect'

interface Props {
  booking: TempleBooking
  /** The service's time slots; undefined while they load. */
  slots: string[] | undefined
  slotsError?: string
  onClose: () => void
  onSaved: (message: string) => void
}

const editable = (booking: TempleBooking): TempleBookingEdit => ({
  customerName: booking.customerName,
  customerPhone: booking.customerPhone,
  customerEmail: booking.customerEmail ?? '',
  selectedDate: booking.selectedDate,
  selectedTime: booking.selectedTime,
  specialRequests: booking.specialRequests,
})

export function EditBookingModal({ booking, slots, slotsError, onClose, onSaved }: Props) {
  const original = editable(booking)
  const stored = { ...original, customerEmail: booking.customerEmail }
  const [form, update, clear] = useDraft<TempleBookingEdit>(`admin-booking-edit.${booking.id}`, original)
  const save = () => bookingsApi.editTemple(booking.id, changedFields(form, stored))
  const saved = () => {
    clear()
    onSaved(TEXT.updated)
  }
  // The server names the form's own fields: its messages go to them as they are, with nothing said above.
  const { errors, problem, busy, submit, touch } = useFormSave(form, () => validateEdit(form, stored), save, saved, { fromServer: (fields) => fields, summary: 'never' })

  const change = (patch: Partial<TempleBookingEdit>) => {
    update(patch)
    touch(patch)
  }

  const cancel = () => {
    clear()
    onClose()
  }

  return (
    <FormModal open title={TEXT.editTitle} onSubmit={submit} onClose={cancel} submitLabel={TEXT.saveChanges} busy={busy} error={problem}>
      <TextField label={TEXT.customerName} required maxLength={100} autoComplete="off" value={form.customerName} error={errors.customerName} onChange={(event) => change({ customerName: event.target.value })} />
      <TextField label={TEXT.phone} required type="tel" inputMode="tel" maxLength={20} autoComplete="off" value={form.customerPhone} error={errors.customerPhone} onChange={(event) => change({ customerPhone: event.target.value })} />
      <TextField label={TEXT.email} type="email" maxLength={254} autoComplete="off" value={form.customerEmail ?? ''} error={errors.customerEmail} onChange={(event) => change({ customerEmail: event.target.value })} />
      <TextField label={TEXT.date} required type="date" min={todayISO()} value={form.selectedDate} error={errors.selectedDate} onChange={(event) => change({ selectedDate: event.target.value })} />
      <SlotSelect value={form.selectedTime} current={booking.selectedTime} slots={slots} loadError={slotsError} error={errors.selectedTime} onChange={(selectedTime) => change({ selectedTime })} />
      <TextArea label={TEXT.specialRequests} maxLength={1000} value={form.specialRequests} error={errors.specialRequests} onChange={(event) => change({ specialRequests: event.target.value })} />
    </FormModal>
  )
}
