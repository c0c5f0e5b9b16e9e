/** What the booking form shows of each time slot: open, begun, or full. */
import { slotStarted } from './geo'
import type { TempleTimeSlot } from './api'

export type SlotState = 'open' | 'started' | 'full'

export interface SlotOption {
  label: string
  state: SlotState
}

/** The service's slots on `date`: the server's word where it has answered for this date,
 * else the phone's clock (begun slots only; the server still refuses a full one). */
export function slotOptions(labels: string[], server: TempleTimeSlot[] | null | undefined, date: string, today: string, now: Date = new Date()): SlotOption[] {
  const known = new Map((server ?? []).map((slot) => [slot.label, slot]))
  return labels.map((label) => {
    const slot = known.get(label)
    if (slot) return { label, state: slot.available ? 'open' : slot.full ? 'full' : 'started' }
    return { label, state: slotStarted(label, date, today, now) ? 'started' : 'open' }
  })
}
