/** Pooja Services as the admin sees it: stats, search, category chips, empty state, the add/edit
 * modal with includes and requirements, delete confirm, API down and live updates. */
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { liveFeed } from '../shell/live'
import { FakeSocket, installFakeWebSocket, renderAdmin } from '../shell/testing'
import ServicesPage from './ServicesPage'
import { CATEGORIES, catalogue, fakeApi, refusal, service, type Call } from './testing'

const LIST = 'GET /api/admin/puja-services'
const CATS = 'GET /api/admin/puja-services/categories'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const show = (path = '/admin/services') => renderAdmin(<ServicesPage />, { path })

describe('Pooja Services', () => {
  it('shows the title, Add Service, the four stats, the Showing line and the table', async () => {
    fakeApi({ [LIST]: catalogue([service(1), service(2, { category: 'Vastu', price: 5100 })], 52), [CATS]: CATEGORIES })
    show()
    expect(await screen.findByRole('heading', { level: 1, name: 'Pooja Services' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add Service' })).toBeInTheDocument()
    const stats = await screen.findByRole('list', { name: 'Service statistics' })
    for (const label of ['Total Services', 'Categories', 'Starting Price', 'Highest Price']) expect(within(stats).getByText(label)).toBeInTheDocument()
    expect(within(stats).getByText('₹2,299')).toBeInTheDocument()
    expect(within(stats).getByText('₹24,799')).toBeInTheDocument()
    expect(screen.getByText('Showing 2 of 52 services')).toBeInTheDocument()
    const row = within(screen.getByRole('table', { name: 'Pooja services' })).getByRole('row', { name: /Puja 2/ })
    expect(within(row).getByText('Description of puja 2')).toBeInTheDocument()
    expect(within(row).getByText('₹5,100')).toBeInTheDocument()
    expect(within(row).getByText('Vastu')).toBeInTheDocument()
  })

  it('reveals the category chips, All first, and filters by the chosen one', async () => {
    const api = fakeApi({ [LIST]: (call: Call) => catalogue(call.query.get('category') === 'Vastu' ? [service(2, { category: 'Vastu' })] : [service(1), service(2)]), [CATS]: CATEGORIES })
    show()
    await screen.findByText('Puja 1')
    const toggle = screen.getByRole('button', { name: 'Filter by category' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    const chips = screen.getByRole('group', { name: 'Category' })
    expect(within(chips).getAllByRole('button').map((chip) => chip.textContent)).toEqual(['All', ...CATEGORIES])
    expect(within(chips).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(within(chips).getByRole('button', { name: 'Vastu' }))
    await waitFor(() => expect(screen.queryByText('Puja 1')).not.toBeInTheDocument())
    expect(api.callsTo(LIST).at(-1)?.query.get('category')).toBe('Vastu')
    await userEvent.click(within(chips).getByRole('button', { name: 'All' }))
    expect(await screen.findByText('Puja 1')).toBeInTheDocument()
    expect(api.callsTo(LIST).at(-1)?.query.has('category')).toBe(false)
  })

  it('says No services found and Clear Filters resets the search and the chip', async () => {
    const api = fakeApi({ [LIST]: (call: Call) => (call.query.get('q') ? catalogue([], 52) : catalogue([service(1)], 52)), [CATS]: CATEGORIES })
    show()
    await screen.findByText('Puja 1')
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search services' }), 'kalsarp')
    expect(await screen.findByText('No services found')).toBeInTheDocument()
    expect(api.callsTo(LIST).at(-1)?.query.get('q')).toBe('kalsarp')
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }))
    expect(await screen.findByText('Puja 1')).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search services' })).toHaveValue('')
  })

  it('shows the rules at the fields and sends nothing until the form is right', async () => {
    const api = fakeApi({ [LIST]: catalogue([]), [CATS]: CATEGORIES })
    show()
    await userEvent.click(await screen.findByRole('button', { name: 'Add Service' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Service' })
    expect(within(dialog).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a category', ...CATEGORIES])
    await userEvent.type(within(dialog).getByLabelText(/^Price/), '-5')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Service' }))
    expect(within(dialog).getByRole('textbox', { name: 'Service Name' })).toHaveAccessibleDescription('Please fill all required fields')
    expect(within(dialog).getByLabelText(/^Category/)).toHaveAccessibleDescription('Please fill all required fields')
    expect(within(dialog).getByLabelText(/^Price/)).toHaveAccessibleDescription('Price must be 0 or more')
    expect(within(dialog).getByRole('textbox', { name: 'Duration' })).toHaveAccessibleDescription('Please fill all required fields')
    expect(api.callsTo('POST /api/admin/puja-services')).toHaveLength(0)
  })

  it('adds a service; includes and requirements take only new, non-empty entries and can be removed', async () => {
    const api = fakeApi({ [LIST]: catalogue([]), [CATS]: CATEGORIES, 'POST /api/admin/puja-services': service(7) })
    show()
    await userEvent.click(await screen.findByRole('button', { name: 'Add Service' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Service' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Service Name' }), 'Vastu Shanti')
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Category/), 'Vastu')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Peace for a new home.')
    await userEvent.type(within(dialog).getByLabelText(/^Price/), '5100')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Duration' }), '3-4 hours')
    const includes = within(dialog).getByRole('textbox', { name: 'Includes' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add: Includes' }))
    expect(within(dialog).getByText('Enter a value to add')).toBeInTheDocument()
    await userEvent.type(includes, 'Havan{Enter}')
    await userEvent.type(includes, 'Prasad{Enter}')
    await userEvent.type(includes, 'Havan{Enter}')
    expect(within(dialog).getByText('Havan is already in the list')).toBeInTheDocument()
    await userEvent.clear(includes)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Prasad' }))
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Requirements' }), 'Mango leaves{Enter}')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Samagri the family keeps ready' }), 'Marigold garland{Enter}')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Service' }))
    await waitFor(() => expect(api.callsTo('POST /api/admin/puja-services')).toHaveLength(1))
    expect(api.callsTo('POST /api/admin/puja-services')[0].body).toEqual({
      name: 'Vastu Shanti',
      category: 'Vastu',
      description: 'Peace for a new home.',
      price: 5100,
      duration: '3-4 hours',
      includes: ['Havan'],
      requirements: ['Mango leaves'],
      samagriFamily: ['Marigold garland'],
      samagriPriest: [],
      // No Hindi written: devotees who chose Hindi see the English.
      nameHi: null,
      durationHi: null,
      descriptionHi: null,
      includesHi: null,
      requirementsHi: null,
      samagriFamilyHi: null,
      samagriPriestHi: null,
      image: null,
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('adds a service with its Hindi, typed in Devanagari under the Hindi heading', async () => {
    const api = fakeApi({ [LIST]: catalogue([]), [CATS]: CATEGORIES, 'POST /api/admin/puja-services': service(7) })
    show()
    await userEvent.click(await screen.findByRole('button', { name: 'Add Service' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Service' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Service Name' }), 'Vastu Shanti')
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Category/), 'Vastu')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Peace for a new home.')
    await userEvent.type(within(dialog).getByLabelText(/^Price/), '5100')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Duration' }), '3-4 hours')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Includes' }), 'Havan{Enter}')

    const hindi = within(dialog).getByRole('group', { name: 'Hindi (shown to devotees who choose हिन्दी)' })
    const nameHi = within(hindi).getByRole('textbox', { name: 'Service Name (Hindi)' })
    expect(nameHi).toHaveAttribute('lang', 'hi')
    await userEvent.type(nameHi, 'वास्तु शांति')
    await userEvent.type(within(hindi).getByRole('textbox', { name: 'Duration (Hindi)' }), '3-4 घंटे')
    await userEvent.type(within(hindi).getByRole('textbox', { name: 'Description (Hindi)' }), '  नए घर की शांति के लिए।  ')
    const includesHi = within(hindi).getByRole('textbox', { name: 'Includes (Hindi)' })
    expect(includesHi).toHaveAttribute('lang', 'hi')
    await userEvent.type(includesHi, 'हवन{Enter}')
    await userEvent.type(includesHi, 'प्रसाद{Enter}')
    await userEvent.click(within(hindi).getByRole('button', { name: 'Remove प्रसाद' }))
    await userEvent.type(within(hindi).getByRole('textbox', { name: 'Requirements (Hindi)' }), 'आम के पत्ते{Enter}')
    expect(within(hindi).getByRole('list', { name: 'Requirements (Hindi)' })).toHaveAttribute('lang', 'hi')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Service' }))
    await waitFor(() => expect(api.callsTo('POST /api/admin/puja-services')).toHaveLength(1))
    expect(api.callsTo('POST /api/admin/puja-services')[0].body).toEqual({
      name: 'Vastu Shanti',
      category: 'Vastu',
      description: 'Peace for a new home.',
      price: 5100,
      duration: '3-4 hours',
      includes: ['Havan'],
      requirements: [],
      samagriFamily: [],
      samagriPriest: [],
      nameHi: 'वास्तु शांति',
      durationHi: '3-4 घंटे',
      descriptionHi: 'नए घर की शांति के लिए।',
      includesHi: ['हवन'],
      requirementsHi: ['आम के पत्ते'],
      samagriFamilyHi: null,
      samagriPriestHi: null,
      image: null,
    })
  })

  it('shows the stored Hindi when editing, clears an emptied one with null, and puts a refused Hindi field at its field', async () => {
    const stored = service(1, { nameHi: 'पूजा 1', durationHi: '2-3 घंटे', descriptionHi: 'पूजा 1 का विवरण', includesHi: ['पंडित'], requirementsHi: ['फूल'] })
    let refuse = true
    const api = fakeApi({
      [LIST]: catalogue([stored]),
      [CATS]: CATEGORIES,
      'PATCH /api/admin/puja-services/service-1': () =>
        refuse ? refusal(422, 'nameHi: String should have at most 120 characters', [{ field: 'nameHi', message: 'nameHi: String should have at most 120 characters' }]) : stored,
    })
    show()
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Puja 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Service' })
    const hindi = within(dialog).getByRole('group', { name: /^Hindi/ })
    expect(within(hindi).getByRole('textbox', { name: 'Service Name (Hindi)' })).toHaveValue('पूजा 1')
    expect(within(hindi).getByRole('textbox', { name: 'Duration (Hindi)' })).toHaveValue('2-3 घंटे')
    expect(within(hindi).getByRole('textbox', { name: 'Description (Hindi)' })).toHaveValue('पूजा 1 का विवरण')
    expect(within(hindi).getByRole('list', { name: 'Includes (Hindi)' })).toHaveTextContent('पंडित')
    expect(within(hindi).getByRole('list', { name: 'Requirements (Hindi)' })).toHaveTextContent('फूल')

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Service' }))
    expect(await within(dialog).findByText('Please correct the highlighted fields.')).toBeInTheDocument()
    expect(within(hindi).getByRole('textbox', { name: 'Service Name (Hindi)' })).toHaveAccessibleDescription('nameHi: String should have at most 120 characters')

    refuse = false
    await userEvent.clear(within(hindi).getByRole('textbox', { name: 'Duration (Hindi)' }))
    await userEvent.click(within(hindi).getByRole('button', { name: 'Remove फूल' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Service' }))
    await waitFor(() => expect(api.callsTo('PATCH /api/admin/puja-services/service-1')).toHaveLength(2))
    expect(api.callsTo('PATCH /api/admin/puja-services/service-1')[1].body).toMatchObject({
      nameHi: 'पूजा 1',
      durationHi: null,
      descriptionHi: 'पूजा 1 का विवरण',
      includesHi: ['पंडित'],
      requirementsHi: null,
      image: null,
    })
  })

  it("edits a service in the same modal and shows the server's refusal at the field", async () => {
    const api = fakeApi({
      [LIST]: catalogue([service(1)]),
      [CATS]: CATEGORIES,
      'PATCH /api/admin/puja-services/service-1': refusal(422, 'price: must be a number', [{ field: 'price', message: 'price: must be a number' }]),
    })
    show()
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Puja 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Service' })
    expect(within(dialog).getByRole('textbox', { name: 'Service Name' })).toHaveValue('Puja 1')
    expect(within(dialog).getByRole('list', { name: 'Includes' })).toHaveTextContent('Pandit')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Service' }))
    expect(await within(dialog).findByText('Please correct the highlighted fields.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/^Price/)).toHaveAccessibleDescription('price: must be a number')
    expect(api.callsTo('PATCH /api/admin/puja-services/service-1')).toHaveLength(1)
  })

  it("confirms a delete with the spec's words, and reports a failed delete", async () => {
    fakeApi({ [LIST]: catalogue([service(1)]), [CATS]: CATEGORIES, 'DELETE /api/admin/puja-services/service-1': refusal(404, 'Unknown Service') })
    show()
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Puja 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' })
    expect(within(dialog).getByText('Are you sure you want to delete Puja 1?')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await within(dialog).findByText('Unknown Service')).toBeInTheDocument()
  })

  it('says when the server cannot be reached and loads again on retry', async () => {
    let down = true
    fakeApi({
      [LIST]: () => {
        if (down) throw new TypeError('Failed to fetch')
        return catalogue([service(1)])
      },
      [CATS]: CATEGORIES,
    })
    show()
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server')
    down = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Puja 1')).toBeInTheDocument()
  })

  describe('live', () => {
    beforeEach(() => installFakeWebSocket())

    it('reloads when a pooja service changes elsewhere', async () => {
      let items = [service(1)]
      fakeApi({ [LIST]: () => catalogue(items), [CATS]: CATEGORIES })
      const stop = liveFeed.start()
      try {
        show()
        await screen.findByText('Puja 1')
        act(() => FakeSocket.last().ready())
        items = [service(1, { name: 'Puja 1 renamed' })]
        act(() => FakeSocket.last().send({ table: 'puja_services', type: 'UPDATE', record: { id: 'service-1' } }))
        expect(await screen.findByText('Puja 1 renamed')).toBeInTheDocument()
      } finally {
        stop()
      }
    })
  })
})
