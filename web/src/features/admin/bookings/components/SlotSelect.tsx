/** The time of Edit Booking: only the service's time slots (plus the booking's current time, kept as is). */
import { SelectField } from '../../../../components/Field'
import { fill } from '../../ui/texts'
import { TEXT } from '../texts'

interface Props {
  value: string
  /** The time stored on the booking: allowed even if the service no longer offers it. */
  current: string
  slots: string[] | undefined
  loadError?: string
  error?: string
  onChange: (slot: string) => void
}

export function SlotSelect({ value, current, slots, loadError, error, onChange }: Props) {
  const offered = slots ?? []
  const keepsCurrent = current && !offered.includes(current)
  const hint = loadError ?? (slots === undefined ? TEXT.slotsLoading : offered.length === 0 ? TEXT.noSlots : undefined)
  return (
    <SelectField label={TEXT.time} required value={value} error={error} hint={hint} onChange={(event) => onChange(event.target.value)}>
      {!value && <option value="">{TEXT.chooseSlot}</option>}
      {keepsCurrent && <option value={current}>{fill(TEXT.currentSlot, { time: current })}</option>}
      {offered.map((slot) => (
        <option key={slot} value={slot}>
          {slot}
        </option>
      ))}
    </SelectField>
  )
}
