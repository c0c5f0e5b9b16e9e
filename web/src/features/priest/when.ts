/** Times as a priest reads them: India time, whatever the phone's own zone. */
import { localeOf, type Language } from '../../i18n/context'

const ZONE = 'Asia/Kolkata'

/** "7:00 am" (or the Hindi "7:00 am" written the Hindi way) of an instant. */
export function clockTime(iso: string, language: Language): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return date.toLocaleTimeString(localeOf(language), { hour: 'numeric', minute: '2-digit', timeZone: ZONE })
}

/** "Mon, 23 Nov" of a calendar date (YYYY-MM-DD). */
export function dayLabel(iso: string, language: Language): string {
  const date = new Date(`${iso}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return iso
  return date.toLocaleDateString(localeOf(language), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
}

/** "7:00 am, Mon 23 Nov" when `iso` is not on `today` (India), else the time alone. */
export function whenLabel(iso: string, today: string, language: Language): string {
  const date = new Date(iso)
  const day = date.toLocaleDateString('en-CA', { timeZone: ZONE })
  const time = clockTime(iso, language)
  return day === today ? time : `${time}, ${dayLabel(day, language)}`
}
