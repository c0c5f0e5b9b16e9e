/** Pure rules of the timings form (the server checks the same in api/admin/temples/timings.py): a temple's
 * periods, each with a name and its Hindi, an opening and a closing time the same day, and a note with its Hindi.
 * The form holds times as the browser's time fields do ('05:30'); the server as clock labels ('5:30 AM'). */
import type { TempleDetail, TimingsInput } from './api'
import { text } from './texts'

export interface PeriodForm {
  label: string
  labelHi: string
  opens: string
  closes: string
}

export interface TimingsForm {
  periods: PeriodForm[]
  note: string
  noteHi: string
}

export const EMPTY_PERIOD: PeriodForm = { label: '', labelHi: '', opens: '', closes: '' }

const LABEL = /^(\d{1,2}):(\d{2})\s*([AP]M)$/i
const VALUE = /^(\d{2}):(\d{2})$/

/** '5:30 AM' -> '05:30' (a time field's value); '' when it is not a clock label. */
export function timeValue(label: string): string {
  const match = LABEL.exec(label.trim())
  if (!match) return ''
  const hour = (Number(match[1]) % 12) + (match[3].toUpperCase() === 'PM' ? 12 : 0)
  return `${String(hour).padStart(2, '0')}:${match[2]}`
}

/** '17:05' -> '5:05 PM', as the server writes it; undefined for an empty or partial time field. */
export function clockLabel(value: string): string | undefined {
  const match = VALUE.exec(value)
  if (!match) return undefined
  const hour = Number(match[1])
  return `${hour % 12 || 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`
}

export function timingsForm(temple: TempleDetail): TimingsForm {
  return {
    periods: temple.timings.map((period) => ({ label: period.label, labelHi: period.labelHi ?? '', opens: timeValue(period.opens), closes: timeValue(period.closes) })),
    note: temple.timingsNote ?? '',
    noteHi: temple.timingsNoteHi ?? '',
  }
}

/** What is wrong with one period, in the server's words; undefined when it may be saved. */
export function periodProblem(period: PeriodForm): string | undefined {
  const opens = clockLabel(period.opens)
  const closes = clockLabel(period.closes)
  if (!opens || !closes) return text('timingMissing')
  // 'HH:MM' strings of a time field order as the times do.
  if (period.closes <= period.opens) return text('timingOrder', { opens, closes })
  return undefined
}

export function checkTimings(form: TimingsForm): Partial<Record<keyof TimingsForm, string>> {
  const problem = form.periods.map(periodProblem).find(Boolean)
  return problem ? { periods: problem } : {}
}

export function timingsInput(form: TimingsForm): TimingsInput {
  return {
    timings: form.periods.map((period) => ({
      label: period.label.trim(),
      labelHi: period.labelHi.trim() || null,
      opens: clockLabel(period.opens) ?? period.opens,
      closes: clockLabel(period.closes) ?? period.closes,
    })),
    note: form.note.trim() || null,
    noteHi: form.noteHi.trim() || null,
  }
}

/** The server names 'timings[1].closes', 'note' and 'noteHi': show them at the periods or the note. */
export function timingsErrors(fields: Record<string, string>): Partial<Record<keyof TimingsForm, string>> {
  const errors: Partial<Record<keyof TimingsForm, string>> = {}
  for (const [path, message] of Object.entries(fields)) {
    const field = path.startsWith('timings') ? 'periods' : path === 'noteHi' ? 'noteHi' : path === 'note' ? 'note' : undefined
    if (field && !(field in errors)) errors[field] = message
  }
  return errors
}
