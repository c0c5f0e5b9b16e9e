/** Timings in Temple Management: the rules of the form (time fields to the server's clock labels, closing after
 * opening), and the super admin editing a temple's timings from its details. */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { detail, renderTemples, standardApi } from './testing'
import { clockLabel, periodProblem, timeValue, timingsErrors } from './timings'

afterEach(() => vi.restoreAllMocks())

describe('timings rules', () => {
  it('turns time fields into clock labels and back', () => {
    expect(['00:05', '09:30', '12:00', '23:59'].map(clockLabel)).toEqual(['12:05 AM', '9:30 AM', '12:00 PM', '11:59 PM'])
    expect(['12:05 AM', '9:30 am', '12:00 PM', '11:59 PM'].map(timeValue)).toEqual(['00:05', '09:30', '12:00', '23:59'])
    expect(clockLabel('')).toBeUndefined()
  })

  it('wants both times, the closing one after the opening one', () => {
    expect(periodProblem({ label: '', labelHi: '', opens: '05:00', closes: '' })).toBe('Give both the opening and the closing time')
    expect(periodProblem({ label: '', labelHi: '', opens: '18:00', closes: '09:00' })).toBe('The closing time 9:00 AM must be after the opening time 6:00 PM')
    expect(periodProblem({ label: '', labelHi: '', opens: '05:00', closes: '12:00' })).toBeUndefined()
  })

  it('places the server’s messages at the periods or the note', () => {
    expect(timingsErrors({ 'timings[1].closes': 'late', note: 'long', noteHi: 'लंबा' })).toEqual({ periods: 'late', note: 'long', noteHi: 'लंबा' })
  })
})

describe('the super admin and a temple’s timings', () => {
  it('sees them in the temple’s details and replaces them with the timings form', async () => {
    const saved = detail(1, { timings: [{ label: '', labelHi: null, opens: '5:00 AM', closes: '9:00 PM' }] })
    const api = standardApi({ 'PUT /api/admin/temples/temple-1/timings': { body: saved } })
    const user = userEvent.setup()
    const { router } = renderTemples('/admin/temples?temple=temple-1')
    const timings = await screen.findByRole('region', { name: 'Timings of Temple 1' })
    expect(within(timings).getByText('No timings published yet. Devotees see none until they are added.')).toBeInTheDocument()
    await user.click(within(timings).getByRole('button', { name: 'Edit Timings' }))
    expect(router.state.location.search).toContain('form=timings%3Atemple-1')
    const form = await screen.findByRole('dialog', { name: 'Edit Timings: Temple 1' })
    await user.click(within(form).getByRole('button', { name: 'Add a time' }))
    await user.type(within(form).getByLabelText(/^Opens/), '05:00')
    await user.type(within(form).getByLabelText(/^Closes/), '21:00')
    await user.type(within(form).getByRole('textbox', { name: 'Note (Hindi)' }), 'ग्रहण में बंद')
    await user.click(within(form).getByRole('button', { name: 'Save Timings' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(api.callsTo('PUT /api/admin/temples/temple-1/timings').map((call) => call.body)).toEqual([
      { timings: [{ label: '', labelHi: null, opens: '5:00 AM', closes: '9:00 PM' }], note: null, noteHi: 'ग्रहण में बंद' },
    ])
  })
})
