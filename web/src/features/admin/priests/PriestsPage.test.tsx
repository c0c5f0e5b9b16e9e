/** Priest Management as the admin sees it: stats, search, empty state, the form's rules at the
 * fields, server messages, availability, delete confirm, API down and live updates. */
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { liveFeed } from '../shell/live'
import { FakeSocket, installFakeWebSocket, renderAdmin } from '../shell/testing'
import PriestsPage from './PriestsPage'
import { FORM_ROUTES, fakeApi, priest, refusal, roster } from './testing'

const LIST = 'GET /api/admin/priests'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const show = (path = '/admin/priests') => renderAdmin(<PriestsPage />, { path })

describe('Priest Management', () => {
  it('shows the four stats, the Showing line and the roster', async () => {
    fakeApi({ [LIST]: roster([priest(1), priest(2, { isActive: false, specializations: ['Rudrabhishek'] })], 5) })
    show()
    const stats = await screen.findByRole('list', { name: 'Priest statistics' })
    for (const label of ['Total', 'Active', 'Average Rating', 'Total Bookings']) expect(within(stats).getByText(label)).toBeInTheDocument()
    expect(within(stats).getByText('4.7')).toBeInTheDocument() // one decimal
    expect(screen.getByText('Showing 2 of 5 priests')).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Priests' })
    const row = within(table).getByRole('row', { name: /Pandit 2/ })
    expect(within(row).getByText('Rudrabhishek')).toBeInTheDocument()
    expect(within(row).getByText('Inactive')).toBeInTheDocument()
    expect(within(row).getByText('₹500/hr')).toBeInTheDocument()
  })

  it('shows each priest rating as earned from reviews, and New for a priest nobody rated', async () => {
    const unrated = { ...roster([priest(1), priest(2, { ratingAverage: null, ratingCount: 0 })]), stats: { total: 2, active: 2, averageRating: null, ratingCount: 0, totalBookings: 3 } }
    fakeApi({ [LIST]: unrated })
    show()
    const table = await screen.findByRole('table', { name: 'Priests' })
    expect(within(within(table).getByRole('row', { name: /Pandit 1/ })).getByLabelText('4.5 out of 5 from 2 reviews')).toHaveTextContent('4.5 (2)')
    expect(within(within(table).getByRole('row', { name: /Pandit 2/ })).getByText('New')).toBeInTheDocument()
    const stats = screen.getByRole('list', { name: 'Priest statistics' })
    expect(within(stats).getByText('New')).toBeInTheDocument()
  })

  it('searches on the server and offers Clear Search when nothing matches', async () => {
    const api = fakeApi({ [LIST]: (call: { query: URLSearchParams }) => (call.query.get('q') ? roster([], 3) : roster([priest(1)], 3)) })
    show()
    await screen.findByText('Pandit 1')
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search priests' }), 'vastu')
    expect(await screen.findByText('No priests found')).toBeInTheDocument()
    expect(screen.getByText('Showing 0 of 3 priests')).toBeInTheDocument()
    expect(api.callsTo(LIST).at(-1)?.query.get('q')).toBe('vastu')
    await userEvent.click(screen.getByRole('button', { name: 'Clear Search' }))
    expect(await screen.findByText('Pandit 1')).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search priests' })).toHaveValue('')
  })

  it('shows the rules at the fields and sends nothing until the form is right', async () => {
    const api = fakeApi({ ...FORM_ROUTES, [LIST]: roster([]) })
    show()
    await userEvent.click(await screen.findByRole('button', { name: 'Add Priest' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Priest' })
    await userEvent.type(within(dialog).getByLabelText(/^Phone/), '12345')
    await userEvent.type(within(dialog).getByLabelText(/^Experience/), '-2')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Priest' }))
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription('Please fill all required fields')
    expect(within(dialog).getByLabelText(/^Phone/)).toHaveAccessibleDescription('Phone number must be 10 digits')
    expect(within(dialog).getByLabelText(/^Experience/)).toHaveAccessibleDescription('Must be 0 or more')
    expect(within(dialog).getByLabelText(/^Bio/)).toHaveAccessibleDescription('Please fill all required fields')
    expect(within(dialog).getByRole('group', { name: 'Languages' })).toHaveAccessibleDescription(/Choose at least one language/)
    expect(await within(dialog).findByRole('group', { name: 'Pujas performed' })).toHaveAccessibleDescription(/Choose at least one puja/)
    await userEvent.clear(within(dialog).getByLabelText(/^Travels for home pujas/))
    await userEvent.type(within(dialog).getByLabelText(/^Travels for home pujas/), '0')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Priest' }))
    expect(within(dialog).getByLabelText(/^Travels for home pujas/)).toHaveAccessibleDescription('Enter whole kilometres from 1 to 500')
    expect(api.callsTo('POST /api/admin/priests')).toHaveLength(0)
  })

  it('adds a priest with lists without duplicates and a weekly availability', async () => {
    const api = fakeApi({ ...FORM_ROUTES, [LIST]: roster([]), 'POST /api/admin/priests': priest(9) })
    const { router } = show()
    await userEvent.click(await screen.findByRole('button', { name: 'Add Priest' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Priest' })
    expect(router.state.location.search).toBe('?edit=new')
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Pandit Ravi')
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'ravi@example.in')
    await userEvent.type(within(dialog).getByLabelText(/^Phone/), '9822012345')
    await userEvent.type(within(dialog).getByLabelText(/^Experience/), '12')
    await userEvent.type(within(dialog).getByLabelText(/^Price per Hour/), '650')
    await userEvent.type(within(dialog).getByLabelText(/^Address/), 'Kothrud, Pune')
    await userEvent.type(within(dialog).getByLabelText(/^Bio/), 'Vedic rites.')
    await userEvent.type(within(dialog).getByLabelText(/^City/), 'Pune, Maharashtra')
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Marathi' }))
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Ganesh Puja' }))
    const specializations = within(dialog).getByRole('textbox', { name: 'Specializations' })
    await userEvent.type(specializations, 'Vastu{Enter}')
    await userEvent.type(specializations, 'vastu{Enter}')
    expect(within(dialog).getByText('vastu is already in the list')).toBeInTheDocument()
    await userEvent.clear(specializations)
    await userEvent.type(within(dialog).getByLabelText('From (Saturday)'), '0600')
    await userEvent.type(within(dialog).getByLabelText('To (Saturday)'), '1000')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a time range on Saturday' }))
    expect(within(dialog).getByRole('button', { name: 'Remove 06:00-10:00 on Saturday' })).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Priest' }))

    await waitFor(() => expect(api.callsTo('POST /api/admin/priests')).toHaveLength(1))
    expect(api.callsTo('POST /api/admin/priests')[0].body).toMatchObject({
      name: 'Pandit Ravi',
      experience: 12,
      pricePerHour: 650,
      languages: ['Marathi'],
      pujas: ['ganesh-puja'],
      city: 'Pune, Maharashtra',
      travelRadiusKm: 25,
      specializations: ['Vastu'],
      availability: expect.objectContaining({ Saturday: ['06:00-10:00'], Monday: [] }),
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(router.state.location.search).toBe('')
  })

  it("puts the server's messages at their fields", async () => {
    fakeApi({ ...FORM_ROUTES,
      [LIST]: roster([priest(1)]),
      'PATCH /api/admin/priests/priest-1': refusal(422, 'Invalid email format', [{ field: 'email', message: 'Invalid email format' }]),
    })
    show('/admin/priests?edit=priest-1')
    const dialog = await screen.findByRole('dialog', { name: 'Edit Priest' })
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Pandit 1')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Priest' }))
    expect(await within(dialog).findByText('Please correct the highlighted fields.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAccessibleDescription('Invalid email format')
  })

  it('keeps what was typed in a draft when the form is reopened after a reload', async () => {
    fakeApi({ ...FORM_ROUTES, [LIST]: roster([]) })
    const first = show('/admin/priests?edit=new')
    await userEvent.type(within(await screen.findByRole('dialog')).getByLabelText(/^Name/), 'Pandit Draft')
    first.unmount()
    show('/admin/priests?edit=new')
    expect(within(await screen.findByRole('dialog')).getByLabelText(/^Name/)).toHaveValue('Pandit Draft')
  })

  it('sends an admin whose session ended mid-edit to the login, keeping the typed values', async () => {
    fakeApi({ ...FORM_ROUTES, [LIST]: roster([priest(1)]), 'PATCH /api/admin/priests/priest-1': refusal(401, 'Not signed in') })
    show('/admin/priests?edit=priest-1')
    const dialog = await screen.findByRole('dialog', { name: 'Edit Priest' })
    await userEvent.clear(within(dialog).getByLabelText(/^Bio/))
    await userEvent.type(within(dialog).getByLabelText(/^Bio/), 'Typed before the session ended')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Priest' }))
    expect(await screen.findByText('login page')).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/login?next=%2Fadmin%2Fpriests%3Fedit%3Dpriest-1')
    expect(localStorage.getItem('punya.draft.admin.priest.priest-1')).toContain('Typed before the session ended')
  })

  it("confirms a delete with the spec's words, then deletes", async () => {
    let items = [priest(1), priest(2)]
    const api = fakeApi({
      [LIST]: () => roster(items),
      'DELETE /api/admin/priests/priest-2': () => {
        items = [priest(1)]
        return undefined
      },
    })
    show()
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Pandit 2' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' })
    expect(within(dialog).getByText('Are you sure you want to delete Pandit 2?')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByText('Pandit 2')).not.toBeInTheDocument())
    expect(api.callsTo('DELETE /api/admin/priests/priest-2')).toHaveLength(1)
  })

  it('says when the server cannot be reached and loads again on retry', async () => {
    let down = true
    fakeApi({
      [LIST]: () => {
        if (down) throw new TypeError('Failed to fetch')
        return roster([priest(1)])
      },
    })
    show()
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server')
    down = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Pandit 1')).toBeInTheDocument()
  })

  describe('live', () => {
    beforeEach(() => installFakeWebSocket())

    it('reloads when a priest changes elsewhere', async () => {
      let items = [priest(1)]
      fakeApi({ [LIST]: () => roster(items) })
      const stop = liveFeed.start()
      try {
        show()
        await screen.findByText('Pandit 1')
        act(() => FakeSocket.last().ready())
        items = [priest(1), priest(3)]
        act(() => FakeSocket.last().send({ table: 'priests', type: 'INSERT', record: { id: 'priest-3' } }))
        expect(await screen.findByText('Pandit 3')).toBeInTheDocument()
      } finally {
        stop()
      }
    })
  })
})
