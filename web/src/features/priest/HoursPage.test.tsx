/** Hours and days off: the slots inside the office's hours are offered, a choice is sent as ranges,
 * and a day off is added; the server's refusal is shown in the priest's words. */
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Schedule } from './api'
import HoursPage from './HoursPage'
import { fakeApi, renderSignedIn } from './testing'

afterEach(() => vi.restoreAllMocks())

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const SLOTS = [6, 8, 10, 12, 14, 16, 18, 20].map((h) => {
  const clock = (hour: number) => `${((hour + 11) % 12) + 1}:00 ${hour < 12 ? 'AM' : 'PM'}`
  return { label: `${clock(h)} - ${clock(h + 2)}`, start: `${String(h).padStart(2, '0')}:00`, end: `${String(h + 2).padStart(2, '0')}:00` }
})
const OFFICE = Object.fromEntries(WEEK.map((day) => [day, day === 'Monday' ? ['06:00-12:00'] : []]))
const SCHEDULE: Schedule = { officeHours: OFFICE, ownHours: null, workingHours: OFFICE, daysOff: [], maxRangesPerDay: 12, maxDaysOff: 366, slots: SLOTS }

describe('priest HoursPage', () => {
  it('sends the slots chosen as ranges inside the office’s hours, with a day off', async () => {
    let sent: unknown
    fakeApi({
      'GET /api/priest/schedule': () => ({ body: SCHEDULE }),
      'PUT /api/priest/schedule': (init) => {
        sent = JSON.parse(String(init?.body))
        return { body: SCHEDULE }
      },
    })
    renderSignedIn(<HoursPage />)
    const all = await screen.findByRole('checkbox', { name: 'Work all the hours the office allows' })
    expect(all).toBeChecked()
    expect(screen.getAllByText('The office has no hours for you on this day.')).toHaveLength(6)
    expect(screen.queryByRole('checkbox', { name: 'Monday, 12:00 PM - 2:00 PM' })).not.toBeInTheDocument()
    await userEvent.click(all)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Monday, 8:00 AM - 10:00 AM' }))
    await userEvent.type(screen.getByLabelText('Date of the day off'), '2030-01-15')
    await userEvent.click(screen.getByRole('button', { name: 'Add a day off' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save hours and days off' }))
    expect(await screen.findByText('Saved.')).toBeInTheDocument()
    expect(sent).toEqual({ ownHours: { ...Object.fromEntries(WEEK.map((d) => [d, []])), Monday: ['06:00-08:00', '10:00-12:00'] }, daysOff: ['2030-01-15'] })
  })

  it('says why the server refused a change', async () => {
    fakeApi({
      'GET /api/priest/schedule': () => ({ body: SCHEDULE }),
      'PUT /api/priest/schedule': () => ({ status: 409, body: { detail: 'These hours and days off would leave bookings you hold without you: PB-X.', code: 'schedule_conflict' } }),
    })
    renderSignedIn(<HoursPage />)
    await userEvent.click(await screen.findByRole('button', { name: 'Save hours and days off' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('These hours and days off would leave bookings you hold without you: PB-X.')
  })
})
