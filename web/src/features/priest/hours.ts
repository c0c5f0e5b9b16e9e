/** Choosing one's hours by the two-hour slots bookings are made in: which slots lie inside the office's
 * hours of a day, which the priest works, and the week of ranges a choice makes (each inside one of the
 * office's ranges, as the server requires). Pure, so it is tested on its own. */
import type { SlotSpan, Week } from './api'

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

type Span = [number, number]

function minutes(clock: string): number {
  const [h, m] = clock.split(':').map(Number)
  return h * 60 + m
}

function clock(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}

/** "06:00-12:00" -> [360, 720]; undefined for anything else. */
export function spanOf(range: string): Span | undefined {
  const found = /^\s*(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$/.exec(range)
  if (!found) return undefined
  const span: Span = [Number(found[1]) * 60 + Number(found[2]), Number(found[3]) * 60 + Number(found[4])]
  return span[0] < span[1] ? span : undefined
}

const sameSpan = (a: Span, b: Span) => a[0] === b[0] && a[1] === b[1]
const slotSpan = (slot: SlotSpan): Span => [minutes(slot.start), minutes(slot.end)]
const inside = (span: Span, ranges: readonly string[]) =>
  ranges.map(spanOf).find((range) => range !== undefined && range[0] <= span[0] && span[1] <= range[1])

/** The slots of a day inside its office hours (the ones a priest may choose). */
export function choosable(slots: readonly SlotSpan[], office: readonly string[]): SlotSpan[] {
  return slots.filter((slot) => inside(slotSpan(slot), office) !== undefined)
}

/** The slots a day's working hours cover (chosen, as the screen starts). */
export function worked(slots: readonly SlotSpan[], working: readonly string[]): Set<string> {
  return new Set(slots.filter((slot) => inside(slotSpan(slot), working) !== undefined).map((slot) => slot.label))
}

/** The ranges of the chosen slots of a day: neighbours joined, but only within one office range. */
export function rangesOf(slots: readonly SlotSpan[], chosen: ReadonlySet<string>, office: readonly string[]): string[] {
  const ranges: Span[] = []
  let open: { span: Span; within: Span } | undefined
  for (const slot of slots) {
    const span = slotSpan(slot)
    const within = chosen.has(slot.label) ? inside(span, office) : undefined
    if (within && open && sameSpan(open.within, within) && open.span[1] === span[0]) {
      open.span = [open.span[0], span[1]]
      continue
    }
    if (open) ranges.push(open.span)
    open = within ? { span, within } : undefined
  }
  if (open) ranges.push(open.span)
  return ranges.map(([start, end]) => `${clock(start)}-${clock(end)}`)
}

/** The whole week of a choice: every weekday, its ranges (none when nothing is chosen). */
export function weekOf(slots: readonly SlotSpan[], chosen: Record<string, ReadonlySet<string>>, office: Week): Week {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, rangesOf(slots, chosen[day] ?? new Set(), office[day] ?? [])]))
}

/** "6:00 AM - 8:00 AM" -> "6:00-8:00 AM" (one meridiem said once), short enough for a phone's chip. */
export function shortSlot(label: string): string {
  const found = /^(\d{1,2}:\d{2}) ([AP]M) - (\d{1,2}:\d{2}) ([AP]M)$/.exec(label)
  if (!found) return label
  const [, start, startHalf, end, endHalf] = found
  return startHalf === endHalf ? `${start}–${end} ${endHalf}` : `${start} ${startHalf}–${end} ${endHalf}`
}
