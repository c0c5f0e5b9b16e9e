/** The date of a visit: from today to the last day bookings open (a year ahead); the server checks it again. */
import { TextField } from '../Field'
import { useT } from '../../i18n/context'
import { todayISO } from '../../lib/format'

const DAYS_AHEAD = 365

function lastBookableDay(today: string): string {
  const date = new Date(`${today}T00:00:00`)
  date.setDate(date.getDate() + DAYS_AHEAD)
  return todayISO(date)
}

interface Props {
  value: string
  error?: string
  onChange: (date: string) => void
}

export function VisitDateField({ value, error, onChange }: Props) {
  const t = useT()
  const today = todayISO()
  return <TextField label={t('slots.date')} required type="date" name="date" min={today} max={lastBookableDay(today)} value={value} error={error} onChange={(e) => onChange(e.target.value)} />
}
