/** The booking form's slot states: the server's word for the chosen date, else the phone's clock. */
import { describe, expect, it } from 'vitest'
import { slotOptions } from './slots'

const labels = ['6:00 AM', '11:00 AM', '7:00 PM']
const today = '2026-11-22'
const noon = new Date(2026, 10, 22, 12, 0)

describe('slotOptions', () => {
  it('takes begun and full from the server', () => {
    const server = [
      { label: '6:00 AM', available: false, full: false },
      { label: '11:00 AM', available: false, full: true },
      { label: '7:00 PM', available: true, full: false },
    ]
    expect(slotOptions(labels, server, '2026-11-23', today, noon).map((slot) => slot.state)).toEqual(['started', 'full', 'open'])
  })

  it('before the server answers, marks begun slots by the clock and none full', () => {
    expect(slotOptions(labels, null, today, today, noon).map((slot) => slot.state)).toEqual(['started', 'started', 'open'])
    expect(slotOptions(labels, undefined, '2026-11-23', today, noon).map((slot) => slot.state)).toEqual(['open', 'open', 'open'])
  })

  it('keeps the service’s own slots, even one the server did not list', () => {
    const options = slotOptions(labels, [{ label: '6:00 AM', available: true, full: false }], '2026-11-23', today, noon)
    expect(options).toEqual([
      { label: '6:00 AM', state: 'open' },
      { label: '11:00 AM', state: 'open' },
      { label: '7:00 PM', state: 'open' },
    ])
  })
})
