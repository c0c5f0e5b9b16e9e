/** The time slot select: the eight two-hour slots of the chosen date; begun and full ones are disabled. */
import { SelectField } from '../Field'
import { Button } from '../Button'
import { useT } from '../../i18n/context'
import { describeError } from '../../i18n/errors'
import type { TimeSlot } from './timeSlots'
import type { useTimeSlots } from './useTimeSlots'

interface Props {
  date: string
  value: string
  error?: string
  slots: ReturnType<typeof useTimeSlots>
  /** The list is being asked for again (a new date, place or language): it may still change. */
  busy?: boolean
  onChange: (time: string) => void
}

export function TimeSlotField({ date, value, error, slots, busy = false, onChange }: Props) {
  const t = useT()
  const options = slots.data ?? []
  const slotText = (slot: TimeSlot) => (slot.available ? slot.label : t(slot.full ? 'slots.slotFull' : 'slots.slotUnavailable', { label: slot.label }))
  const placeholder = !date ? t('slots.chooseDateFirst') : slots.loading && !slots.data ? t('slots.loadingSlots') : t('slots.chooseTime')
  return (
    <>
      <SelectField label={t('slots.time')} required value={value} error={error ?? (slots.error ? describeError(t, slots.error) : undefined)} disabled={!date} aria-busy={busy || slots.loading} onChange={(event) => onChange(event.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((slot) => (
          <option key={slot.label} value={slot.label} disabled={!slot.available}>
            {slotText(slot)}
          </option>
        ))}
        {/* A slot kept in the draft stays visible even before the list has loaded. */}
        {value && !options.some((slot) => slot.label === value) && <option value={value}>{value}</option>}
      </SelectField>
      {slots.error && (
        <Button variant="quiet" onClick={slots.reload}>
          {t('common.retry')}
        </Button>
      )}
    </>
  )
}
