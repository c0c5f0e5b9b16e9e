/** Track's events: each once, in order, payments and refunds said as what they are. */
import { describe, expect, it } from 'vitest'
import { translator } from '../../i18n/context'
import { trackEvents } from './model'

const t = translator('en')

describe('trackEvents', () => {
  it('names each new status and says a payment that kept the status as the payment', () => {
    const events = trackEvents(t, [
      { status: 'confirmed', at: '2026-11-20T06:00:00Z' },
      { status: 'confirmed', at: '2026-11-20T06:05:00Z', paymentStatus: 'paid', transactionId: 'TXN1' },
      { status: 'completed', at: '2026-11-21T06:00:00Z' },
    ])
    expect(events.map((e) => [e.title, e.details])).toEqual([
      ['Confirmed', []],
      ['Payment received', []],
      ['Completed', []],
    ])
  })

  it('puts a payment that moved the status under the new status, and drops a line that says nothing new', () => {
    const events = trackEvents(t, [
      { status: 'pending', at: '2026-11-20T06:00:00Z' },
      { status: 'pending', at: '2026-11-20T06:00:00Z' },
      { status: 'confirmed', at: '2026-11-20T06:05:00Z', paymentStatus: 'paid' },
      { status: 'cancelled', at: '2026-11-20T07:00:00Z', refund: '450.00' },
    ])
    expect(events.map((e) => [e.title, e.details])).toEqual([
      ['Pending', []],
      ['Confirmed', ['Payment: Paid']],
      ['Cancelled', []],
    ])
  })

  it('says what the priest did: accepted, then began the puja, then completed it', () => {
    const events = trackEvents(t, [
      { status: 'pending', at: '2026-11-20T06:00:00Z' },
      { status: 'pending', at: '2026-11-20T06:10:00Z', visit: 'accepted' },
      { status: 'pending', at: '2026-11-23T02:30:00Z', visit: 'started' },
      { status: 'completed', at: '2026-11-23T04:00:00Z', visit: 'completed', paymentStatus: 'paid', method: 'cash' },
    ])
    expect(events.map((e) => [e.title, e.details])).toEqual([
      ['Pending', []],
      ['Your priest accepted the booking', []],
      ['The puja has begun', []],
      ['Completed', ['Payment: Paid']],
    ])
    const hindi = trackEvents(translator('hi'), [
      { status: 'confirmed', at: '2026-11-20T06:00:00Z' },
      { status: 'confirmed', at: '2026-11-23T02:30:00Z', visit: 'started' },
    ])
    expect(hindi.map((e) => e.title)).toEqual(['पुष्ट', 'पूजा शुरू हो गई है'])
  })

  it('says a refund on a record whose status stays', () => {
    const events = trackEvents(t, [
      { status: 'cancelled', at: '2026-11-20T06:00:00Z', reason: 'No payment arrived in time' },
      { status: 'cancelled', at: '2026-11-20T06:10:00Z', refund: '450.00' },
    ])
    expect(events.map((e) => [e.title, e.details])).toEqual([
      ['Cancelled', ['No payment arrived in time']],
      ['Refund of ₹450', []],
    ])
  })
})
