/** AI Services admin as the admin sees it: stats, search, the status toggle saved at once, the
 * add/edit form's rules, delete confirm, API down and live updates. */
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { liveFeed } from '../shell/live'
import { FakeSocket, installFakeWebSocket, renderAdmin } from '../shell/testing'
import AiConfigPage from './AiConfigPage'
import { aiService, fakeApi, listing, refusal, type Call } from './testing'
import { TEXT } from './texts'

const LIST = 'GET /api/admin/ai-services'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const show = (path = '/admin/ai-config') => renderAdmin(<AiConfigPage />, { path })

describe('AI Services admin', () => {
  it('shows the three stats and the table with icon, category, endpoint and status', async () => {
    fakeApi({ [LIST]: listing([aiService(1), aiService(2, { isActive: false, category: 'palmistry', icon: '✋' })]) })
    show()
    const stats = await screen.findByRole('list', { name: 'AI service statistics' })
    for (const label of ['Total Services', 'Active Services', 'Categories']) expect(within(stats).getByText(label)).toBeInTheDocument()
    const row = within(screen.getByRole('table', { name: 'AI services' })).getByRole('row', { name: /Helper 2/ })
    expect(within(row).getByText('✋')).toBeInTheDocument()
    expect(within(row).getByText('Palmistry')).toBeInTheDocument()
    expect(within(row).getByText('https://ai.example.in/2')).toBeInTheDocument()
    expect(within(row).getByRole('button', { name: 'Helper 2 is inactive: switch it on' })).toHaveTextContent('Inactive')
  })

  it('switches a service off only once the admin confirms; the row shows the saved state and its button says what it does next; switching on needs no question', async () => {
    let active = true
    const api = fakeApi({
      [LIST]: () => listing([aiService(1, { isActive: active })]),
      'POST /api/admin/ai-services/ai-1/toggle': () => {
        active = !active
        return aiService(1, { isActive: active, updatedAt: '2026-11-02T00:00:00Z' })
      },
    })
    show()
    const on = await screen.findByRole('button', { name: 'Helper 1 is active: switch it off' })
    // One click only asks; Cancel (or Escape) leaves the service on.
    await userEvent.click(on)
    let dialog = await screen.findByRole('dialog', { name: 'Switch off this AI service?' })
    expect(dialog).toHaveTextContent('Devotees will no longer be able to choose Helper 1 in the assistant until it is switched on again.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(api.callsTo('POST /api/admin/ai-services/ai-1/toggle')).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Helper 1 is active: switch it off' })).toHaveTextContent('Active')
    await userEvent.click(screen.getByRole('button', { name: 'Helper 1 is active: switch it off' }))
    dialog = await screen.findByRole('dialog', { name: 'Switch off this AI service?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch off' }))
    const off = await screen.findByRole('button', { name: 'Helper 1 is inactive: switch it on' })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(off).toHaveTextContent('Inactive')
    expect(off).toHaveAttribute('aria-pressed', 'false')
    expect(api.callsTo('POST /api/admin/ai-services/ai-1/toggle')).toHaveLength(1)
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'AI service statistics' })).getByText('0')).toBeInTheDocument())
    await userEvent.click(off)
    expect(await screen.findByRole('button', { name: 'Helper 1 is active: switch it off' })).toHaveTextContent('Active')
    expect(api.callsTo('POST /api/admin/ai-services/ai-1/toggle')).toHaveLength(2)
  })

  it('reports a toggle the server refused and leaves the status as it was', async () => {
    fakeApi({ [LIST]: listing([aiService(1)]), 'POST /api/admin/ai-services/ai-1/toggle': refusal(404, 'Unknown AI Service') })
    show()
    await userEvent.click(await screen.findByRole('button', { name: 'Helper 1 is active: switch it off' }))
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Switch off' }))
    expect(await screen.findByText('Helper 1: Unknown AI Service')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Helper 1 is active: switch it off' })).toBeEnabled()
  })

  it('searches name, description or category on the server; No AI services found offers Clear Search', async () => {
    const api = fakeApi({ [LIST]: (call: Call) => (call.query.get('q') ? listing([], 1) : listing([aiService(1)])) })
    show()
    await screen.findByText('Helper 1')
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search AI services' }), 'tarot')
    expect(await screen.findByText('No AI services found')).toBeInTheDocument()
    expect(api.callsTo(LIST).at(-1)?.query.get('q')).toBe('tarot')
    await userEvent.click(screen.getByRole('button', { name: 'Clear Search' }))
    expect(await screen.findByText('Helper 1')).toBeInTheDocument()
  })

  it('shows the rules at the fields: required, endpoint URL; an invalid threshold becomes 0.7', async () => {
    const api = fakeApi({ [LIST]: listing([]), 'POST /api/admin/ai-services': aiService(9) })
    show()
    await userEvent.click(await screen.findByRole('button', { name: 'Add AI Service' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add AI Service' })
    await userEvent.type(within(dialog).getByLabelText(/^Endpoint URL/), 'ai.example.in')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Service' }))
    expect(within(dialog).getByLabelText(/^Service Name/)).toHaveAccessibleDescription('Please fill all required fields')
    expect(within(dialog).getByLabelText(/^Endpoint URL/)).toHaveAccessibleDescription(TEXT.endpointInvalid)
    expect(within(dialog).getByLabelText(/^Category/)).toHaveAccessibleDescription('Please fill all required fields')
    expect(api.callsTo('POST /api/admin/ai-services')).toHaveLength(0)

    await userEvent.type(within(dialog).getByLabelText(/^Service Name/), 'Vastu Guide')
    await userEvent.type(within(dialog).getByLabelText(/^Description/), 'Answers vastu questions.')
    await userEvent.type(within(dialog).getByLabelText(/^Hindi name/), 'वास्तु मार्गदर्शक')
    await userEvent.clear(within(dialog).getByLabelText(/^Endpoint URL/))
    await userEvent.type(within(dialog).getByLabelText(/^Endpoint URL/), 'https://ai.example.in/vastu')
    expect(within(dialog).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a category', 'General', 'Astrology', 'Numerology', 'Palmistry'])
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Category/), 'general')
    const threshold = within(dialog).getByLabelText(/^Confidence Threshold/)
    await userEvent.clear(threshold)
    await userEvent.type(threshold, '1.5')
    await userEvent.tab()
    expect(threshold).toHaveValue(0.7)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Service' }))
    await waitFor(() => expect(api.callsTo('POST /api/admin/ai-services')).toHaveLength(1))
    expect(api.callsTo('POST /api/admin/ai-services')[0].body).toEqual({
      name: 'Vastu Guide',
      description: 'Answers vastu questions.',
      nameHi: 'वास्तु मार्गदर्शक',
      descriptionHi: null, // left empty: the Hindi interface shows the English
      endpoint: 'https://ai.example.in/vastu',
      category: 'general',
      icon: '🤖',
      confidenceThreshold: 0.7,
    })
  })

  it("edits a service and confirms a delete with the spec's words", async () => {
    const api = fakeApi({
      [LIST]: listing([aiService(1)]),
      'PATCH /api/admin/ai-services/ai-1': aiService(1, { name: 'Helper One' }),
      'DELETE /api/admin/ai-services/ai-1': undefined,
    })
    show()
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Helper 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit AI Service' })
    expect(within(dialog).getByLabelText(/^Confidence Threshold/)).toHaveValue(0.8)
    await userEvent.clear(within(dialog).getByLabelText(/^Service Name/))
    await userEvent.type(within(dialog).getByLabelText(/^Service Name/), 'Helper One')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Service' }))
    await waitFor(() => expect(api.callsTo('PATCH /api/admin/ai-services/ai-1')).toHaveLength(1))
    expect(api.callsTo('PATCH /api/admin/ai-services/ai-1')[0].body).toMatchObject({ name: 'Helper One', confidenceThreshold: 0.8, category: 'astrology' })

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: 'Delete Helper 1' }))
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Delete' })
    expect(within(confirm).getByText('Are you sure you want to delete Helper 1?')).toBeInTheDocument()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(api.callsTo('DELETE /api/admin/ai-services/ai-1')).toHaveLength(1))
  })

  it("shows the server's refusal of an endpoint's host at the field, naming the setting", async () => {
    const message = 'endpoint: vastu.example.org is not a host AI services may be called at: the server\'s operator allows hosts in PUNYA_AI_ALLOWED_HOSTS. A path on this server, such as /api/ai/astrology-expert, needs no setting'
    const api = fakeApi({ [LIST]: listing([]), 'POST /api/admin/ai-services': refusal(422, message, [{ field: 'endpoint', message }]) })
    show()
    await userEvent.click(await screen.findByRole('button', { name: 'Add AI Service' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add AI Service' })
    await userEvent.type(within(dialog).getByLabelText(/^Service Name/), 'Vastu Guide')
    await userEvent.type(within(dialog).getByLabelText(/^Description/), 'Answers vastu questions.')
    await userEvent.type(within(dialog).getByLabelText(/^Endpoint URL/), 'https://vastu.example.org/ask')
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Category/), 'general')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Service' }))
    await waitFor(() => expect(api.callsTo('POST /api/admin/ai-services')).toHaveLength(1))
    expect(await within(dialog).findByText(message)).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/^Endpoint URL/)).toHaveAccessibleDescription(message)
    expect(screen.getByRole('dialog', { name: 'Add AI Service' })).toBeInTheDocument() // kept open to correct it
  })

  it('says when the server cannot be reached and loads again on retry', async () => {
    let down = true
    fakeApi({
      [LIST]: () => {
        if (down) throw new TypeError('Failed to fetch')
        return listing([aiService(1)])
      },
    })
    show()
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server')
    down = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Helper 1')).toBeInTheDocument()
  })

  describe('live', () => {
    beforeEach(() => installFakeWebSocket())

    it('shows a status switched elsewhere without a reload', async () => {
      let active = true
      fakeApi({ [LIST]: () => listing([aiService(1, { isActive: active })]) })
      const stop = liveFeed.start()
      try {
        show()
        await screen.findByRole('button', { name: 'Helper 1 is active: switch it off' })
        act(() => FakeSocket.last().ready())
        active = false
        act(() => FakeSocket.last().send({ table: 'ai_services', type: 'UPDATE', record: { id: 'ai-1', isActive: false } }))
        expect(await screen.findByRole('button', { name: 'Helper 1 is inactive: switch it on' })).toBeInTheDocument()
      } finally {
        stop()
      }
    })
  })
})
