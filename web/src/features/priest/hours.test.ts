/** Hours chosen by slots make ranges inside the office's, joined only within one office range. */
import { describe, expect, it } from 'vitest'
import type { SlotSpan } from './api'
import { choosable, rangesOf, shortSlot, spanOf, weekOf, worked } from './hours'

const SLOTS: SlotSpan[] = [6, 8, 10, 12, 14, 16, 18, 20].map((h) => ({
  label: `slot-${h}`,
  start: `${String(h).padStart(2, '0')}:00`,
  end: `${String(h + 2).padStart(2, '0')}:00`,
}))

describe('priest hours by slots', () => {
  it('offers only the slots wholly inside the office hours', () => {
    expect(choosable(SLOTS, ['05:00-11:00', '16:00-20:00']).map((s) => s.label)).toEqual(['slot-6', 'slot-8', 'slot-16', 'slot-18'])
    expect(choosable(SLOTS, [])).toEqual([])
    expect(spanOf('12:00-10:00')).toBeUndefined()
  })

  it('joins neighbouring slots, but never across two office ranges', () => {
    const office = ['06:00-12:00', '12:00-16:00']
    const chosen = new Set(['slot-6', 'slot-8', 'slot-10', 'slot-12', 'slot-14'])
    expect(rangesOf(SLOTS, chosen, office)).toEqual(['06:00-12:00', '12:00-16:00'])
    expect(rangesOf(SLOTS, new Set(['slot-6', 'slot-10']), office)).toEqual(['06:00-08:00', '10:00-12:00'])
    // A slot outside the office's hours is never sent, chosen or not.
    expect(rangesOf(SLOTS, new Set(['slot-20']), office)).toEqual([])
  })

  it('writes a slot short for a chip', () => {
    expect(shortSlot('6:00 AM - 8:00 AM')).toBe('6:00–8:00 AM')
    expect(shortSlot('10:00 AM - 12:00 PM')).toBe('10:00 AM–12:00 PM')
    expect(shortSlot('something else')).toBe('something else')
  })

  it('reads the working hours back as chosen slots, and writes every weekday', () => {
    expect([...worked(SLOTS, ['06:00-10:00'])]).toEqual(['slot-6', 'slot-8'])
    const week = weekOf(SLOTS, { Monday: new Set(['slot-8']) }, { Monday: ['06:00-12:00'] })
    expect(week.Monday).toEqual(['08:00-10:00'])
    expect(Object.keys(week)).toHaveLength(7)
    expect(week.Sunday).toEqual([])
  })
})
