/** Edit Booking: customer name, phone, e-mail, date, a time from the service's slots only, special requests.
 * The typed values are a draft: a session that ends mid-edit loses nothing. */
import { TextArea, TextField } from '../../../../components/Field'
import { todayISO } from '../../../../lib/format'
import { RecordForm } from '../../ui/RecordForm'
import { useFormDraft } from '../../ui/hooks/useFormDraft'
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
  const draft = useFormDraft<TempleBookingEdit>(`admin-booking-edit.${booking.id}`, original)
  const save = (form: TempleBookingEdit) => bookingsApi.editTemple(booking.id, changedFields(form, stored))

  // The server names the form's own fields: its messages go to them as they are, with nothing said above.
  return (
    <RecordForm
      title={TEXT.editTitle}
      submitLabel={TEXT.saveChanges}
      draft={draft}
      check={(form) => validateEdit(form, stored)}
      save={save}
      onSaved={() => onSaved(TEXT.updated)}
      onClose={onClose}
      fromServer={(fields) => fields}
      summary="never"
    >
      {({ values, errors, change, bind }) => (
        <>
          <TextField label={TEXT.customerName} required maxLength={100} autoComplete="off" {...bind('customerName')} />
          <TextField label={TEXT.phone} required type="tel" inputMode="tel" maxLength={20} autoComplete="off" {...bind('customerPhone')} />
          <TextField label={TEXT.email} type="email" maxLength={254} autoComplete="off" value={values.customerEmail ?? ''} error={errors.customerEmail} onChange={(event) => change({ customerEmail: event.target.value })} />
          <TextField label={TEXT.date} required type="date" min={todayISO()} {...bind('selectedDate')} />
          <SlotSelect value={values.selectedTime} current={booking.selectedTime} slots={slots} loadError={slotsError} error={errors.selectedTime} onChange={(selectedTime) => change({ selectedTime })} />
          <TextArea label={TEXT.specialRequests} maxLength={1000} {...bind('specialRequests')} />
        </>
      )}
    </RecordForm>
  )
}
