/** The three forms through the screen: checks at the fields, what is sent, server errors at the fields, drafts. */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { detail, renderTemples, service, standardApi, templeAdmin } from './testing'

afterEach(() => vi.restoreAllMocks())

const REQUIRED = 'Please fill all required fields'
const dialog = (name: string) => screen.findByRole('dialog', { name })

describe('temple form', () => {
  it('shows the required fields at the fields, then sends non-numeric coordinates as 0 and photo URLs', async () => {
    const api = standardApi({ 'POST /api/admin/temples': (call) => ({ status: 201, body: detail(3, call.body as object) }), 'GET /api/admin/temples/temple-3': { body: detail(3, { name: 'New Mandir' }) } })
    const { router } = renderTemples()
    await userEvent.click(await screen.findByRole('button', { name: 'Add Temple' }))
    const form = await dialog('Add Temple')
    await userEvent.click(within(form).getByRole('button', { name: 'Save Temple' }))
    for (const name of ['Temple Name', 'Address', 'Description']) expect(within(form).getByRole('textbox', { name })).toHaveAccessibleDescription(REQUIRED)
    expect(api.callsTo('POST /api/admin/temples')).toHaveLength(0)

    await userEvent.type(within(form).getByRole('textbox', { name: 'Temple Name' }), 'New Mandir')
    expect(within(form).getByRole('textbox', { name: 'Temple Name' })).not.toHaveAccessibleDescription(REQUIRED)
    await userEvent.type(within(form).getByRole('textbox', { name: 'Address' }), 'Shaniwar Peth, Pune')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Description' }), 'A Shiva temple')
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Latitude' }))
    await userEvent.type(within(form).getByRole('textbox', { name: 'Latitude' }), 'north')
    // Photos are uploaded (PictureUpload's own test); a new temple starts with none.
    expect(within(form).getByText('No picture yet.')).toBeInTheDocument()

    await userEvent.click(within(form).getByRole('button', { name: 'Save Temple' }))
    await waitFor(() => expect(api.callsTo('POST /api/admin/temples')).toHaveLength(1))
    expect(api.callsTo('POST /api/admin/temples')[0].body).toEqual({
      name: 'New Mandir',
      address: 'Shaniwar Peth, Pune',
      description: 'A Shiva temple',
      latitude: 0,
      longitude: 0,
      photos: [],
      // No Hindi written: devotees who chose Hindi see the English.
      nameHi: null,
      addressHi: null,
      descriptionHi: null,
    })
    await waitFor(() => expect(router.state.location.search).toContain('temple=temple-3'))
    expect(router.state.location.search).not.toContain('form=')
  })

  it("says the spec's words when the save fails, and puts the server's field messages at the fields", async () => {
    let reply: 'network' | { status: number; body: unknown } = 'network'
    standardApi({ 'PATCH /api/admin/temples/temple-1': () => reply })
    renderTemples('/admin/temples?temple=temple-1')
    const details = await screen.findByRole('region', { name: 'Temple 1' })
    await userEvent.click(within(details).getByRole('button', { name: 'Edit Temple' }))
    const form = await dialog('Edit Temple')
    expect(within(form).getByRole('textbox', { name: 'Temple Name' })).toHaveValue('Temple 1')
    await userEvent.click(within(form).getByRole('button', { name: 'Save Temple' }))
    expect(await within(form).findByText(/^Error saving temple\. Please try again\./)).toBeInTheDocument()

    reply = { status: 422, body: { detail: 'Latitude must be between -90 and 90', code: 'latitude_range', errors: [{ field: 'latitude', message: 'Latitude must be between -90 and 90' }] } }
    await userEvent.click(within(form).getByRole('button', { name: 'Save Temple' }))
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Latitude' })).toHaveAccessibleDescription('Latitude must be between -90 and 90'))
  })

  it('sends the Hindi typed under the Hindi heading', async () => {
    const api = standardApi({ 'POST /api/admin/temples': (call) => ({ status: 201, body: detail(3, call.body as object) }), 'GET /api/admin/temples/temple-3': { body: detail(3) } })
    renderTemples('/admin/temples?form=temple:new')
    const form = await dialog('Add Temple')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Temple Name' }), 'Kasba Ganpati')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Address' }), 'Kasba Peth, Pune')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Description' }), 'The presiding deity of Pune')
    const hindi = within(form).getByRole('group', { name: 'Hindi (shown to devotees who choose हिन्दी)' })
    for (const name of ['Temple Name (Hindi)', 'Address (Hindi)', 'Description (Hindi)']) expect(within(hindi).getByRole('textbox', { name })).toHaveAttribute('lang', 'hi')
    await userEvent.type(within(hindi).getByRole('textbox', { name: 'Temple Name (Hindi)' }), 'कसबा गणपति')
    await userEvent.type(within(hindi).getByRole('textbox', { name: 'Description (Hindi)' }), ' पुणे के ग्रामदेवता ')
    await userEvent.click(within(form).getByRole('button', { name: 'Save Temple' }))
    await waitFor(() => expect(api.callsTo('POST /api/admin/temples')).toHaveLength(1))
    expect(api.callsTo('POST /api/admin/temples')[0].body).toMatchObject({ name: 'Kasba Ganpati', nameHi: 'कसबा गणपति', addressHi: null, descriptionHi: 'पुणे के ग्रामदेवता' })
  })

  it("shows the stored Hindi when editing, sends an emptied one as null, and puts the server's message at a Hindi field", async () => {
    const stored = detail(1, { nameHi: 'मंदिर 1', addressHi: 'रोड 1, पुणे', descriptionHi: 'मंदिर 1 का विवरण' })
    let reply: { status: number; body: unknown } = { status: 422, body: { detail: 'x', code: 'string_too_long', errors: [{ field: 'addressHi', message: 'addressHi: String should have at most 500 characters' }] } }
    const api = standardApi({ 'GET /api/admin/temples/temple-1': { body: stored }, 'PATCH /api/admin/temples/temple-1': () => reply })
    renderTemples('/admin/temples?temple=temple-1&form=temple:temple-1')
    const form = await dialog('Edit Temple')
    const hindi = within(form).getByRole('group', { name: /^Hindi/ })
    expect(within(hindi).getByRole('textbox', { name: 'Temple Name (Hindi)' })).toHaveValue('मंदिर 1')
    expect(within(hindi).getByRole('textbox', { name: 'Address (Hindi)' })).toHaveValue('रोड 1, पुणे')
    expect(within(hindi).getByRole('textbox', { name: 'Description (Hindi)' })).toHaveValue('मंदिर 1 का विवरण')
    await userEvent.click(within(form).getByRole('button', { name: 'Save Temple' }))
    await waitFor(() => expect(within(hindi).getByRole('textbox', { name: 'Address (Hindi)' })).toHaveAccessibleDescription('addressHi: String should have at most 500 characters'))

    reply = { status: 200, body: stored }
    await userEvent.clear(within(hindi).getByRole('textbox', { name: 'Address (Hindi)' }))
    await userEvent.click(within(form).getByRole('button', { name: 'Save Temple' }))
    await waitFor(() => expect(api.callsTo('PATCH /api/admin/temples/temple-1')).toHaveLength(2))
    expect(api.callsTo('PATCH /api/admin/temples/temple-1')[1].body).toMatchObject({ nameHi: 'मंदिर 1', addressHi: null, descriptionHi: 'मंदिर 1 का विवरण' })
  })

  it('keeps what was typed across a reload (the draft) until it is saved or cancelled', async () => {
    standardApi()
    const first = renderTemples('/admin/temples?form=temple:new')
    const form = await dialog('Add Temple')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Temple Name' }), 'Half-typed Mandir')
    first.unmount()

    renderTemples('/admin/temples?form=temple:new')
    const again = await dialog('Add Temple')
    expect(within(again).getByRole('textbox', { name: 'Temple Name' })).toHaveValue('Half-typed Mandir')
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Add Temple' }))
    expect(within(await dialog('Add Temple')).getByRole('textbox', { name: 'Temple Name' })).toHaveValue('')
  })
})

it('goes to the login when the session ended mid-edit, keeping the typed form for the way back', async () => {
  standardApi({ 'POST /api/admin/temples/temple-2/services': { status: 401, body: { detail: 'Not signed in', code: 'not_authenticated' } } })
  renderTemples('/admin/temples?temple=temple-2&form=service:new')
  const form = await dialog('Add Service')
  await userEvent.type(within(form).getByRole('textbox', { name: 'Service Name' }), 'Aarti')
  await userEvent.type(within(form).getByRole('textbox', { name: 'Description' }), 'Evening aarti')
  await userEvent.type(within(form).getByRole('textbox', { name: 'Price (₹)' }), '251')
  await userEvent.click(within(form).getByRole('button', { name: 'Save Service' }))
  expect(await screen.findByText('login page')).toBeInTheDocument()
  expect(decodeURIComponent(screen.getByTestId('location').textContent ?? '')).toContain('next=/admin/temples?temple=temple-2&form=service:new')
  expect(JSON.stringify(localStorage)).toContain('Evening aarti')
})

describe('temple service form', () => {
  it('checks name, description and price at the fields and sends time slots without duplicates', async () => {
    const api = standardApi({ 'POST /api/admin/temples/temple-2/services': (call) => ({ status: 201, body: service(9, call.body as object) }) })
    const { router } = renderTemples('/admin/temples?temple=temple-2')
    const details = await screen.findByRole('region', { name: 'Kashi Vishwanath' })
    await userEvent.click(within(details).getByRole('button', { name: 'Add Service' }))
    const form = await dialog('Add Service')
    await userEvent.click(within(form).getByRole('button', { name: 'Save Service' }))
    for (const name of ['Service Name', 'Description', 'Price (₹)']) expect(within(form).getByRole('textbox', { name })).toHaveAccessibleDescription(REQUIRED)

    await userEvent.type(within(form).getByRole('textbox', { name: 'Service Name' }), 'Aarti')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Description' }), 'Evening aarti')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Price (₹)' }), '99.5')
    await userEvent.click(within(form).getByRole('button', { name: 'Save Service' }))
    expect(within(form).getByRole('textbox', { name: 'Price (₹)' })).toHaveAccessibleDescription('Price must be a whole number of rupees from 0 to 200000')
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Price (₹)' }))
    await userEvent.type(within(form).getByRole('textbox', { name: 'Price (₹)' }), '251')

    // Typed '7:00 am' and the quick-add '7:00 AM' are the same slot: listed once.
    await userEvent.type(within(form).getByRole('textbox', { name: 'Time Slots' }), '7:00 am{Enter}')
    expect(within(form).getByRole('button', { name: 'Add 7:00 AM' })).toBeDisabled()
    await userEvent.click(within(form).getByRole('button', { name: 'Add 6:00 PM' }))
    await userEvent.type(within(form).getByRole('textbox', { name: 'Time Slots' }), '6:00 pm{Enter}')
    expect(within(form).getByText('6:00 pm is already in the list')).toBeInTheDocument()
    expect(within(form).getAllByRole('button', { name: /^Remove \d/ }).map((button) => button.getAttribute('aria-label'))).toEqual(['Remove 7:00 AM', 'Remove 6:00 PM'])

    // The temple posts this pooja's prasad to devotees' homes.
    await userEvent.click(within(form).getByRole('checkbox', { name: /Sends prasad to devotees' homes/ }))
    await userEvent.click(within(form).getByRole('button', { name: 'Save Service' }))
    await waitFor(() => expect(api.callsTo('POST /api/admin/temples/temple-2/services')).toHaveLength(1))
    expect(api.callsTo('POST /api/admin/temples/temple-2/services')[0].body).toEqual({
      name: 'Aarti',
      description: 'Evening aarti',
      price: 251,
      duration: '',
      timeSlots: ['7:00 AM', '6:00 PM'],
      slotCapacity: null,
      shipsPrasad: true,
      isActive: true,
      nameHi: null,
      descriptionHi: null,
      durationHi: null,
    })
    await waitFor(() => expect(router.state.location.search).not.toContain('form='))
  })

  it('sets the bookings per time slot, checked at the field', async () => {
    const rule = 'Bookings per time slot must be a whole number from 1 to 10000, or empty for no limit'
    const api = standardApi({
      'POST /api/admin/temples/temple-2/services': (call) => ({ status: 201, body: service(9, call.body as object) }),
      'PATCH /api/admin/temple-services/svc-1': (call) => ({ body: service(1, call.body as object) }),
    })
    renderTemples('/admin/temples?temple=temple-2&form=service:new')
    const form = await dialog('Add Service')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Service Name' }), 'Aarti')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Description' }), 'Evening aarti')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Price (₹)' }), '251')
    const capacity = within(form).getByRole('textbox', { name: 'Bookings per time slot' })
    expect(capacity).toHaveValue('')
    await userEvent.type(capacity, '0')
    await userEvent.click(within(form).getByRole('button', { name: 'Save Service' }))
    expect(capacity).toHaveAccessibleDescription(rule)
    expect(api.callsTo('POST /api/admin/temples/temple-2/services')).toHaveLength(0)
    await userEvent.clear(capacity)
    await userEvent.type(capacity, '20')
    await userEvent.click(within(form).getByRole('button', { name: 'Save Service' }))
    await waitFor(() => expect(api.callsTo('POST /api/admin/temples/temple-2/services')).toHaveLength(1))
    expect(api.callsTo('POST /api/admin/temples/temple-2/services')[0].body).toMatchObject({ name: 'Aarti', slotCapacity: 20 })
  })

  it('shows a service’s capacity in the list and in its edit form, and clears it to no limit', async () => {
    const api = standardApi({
      'GET /api/admin/temples/temple-1': { body: detail(1, { services: [service(1, { slotCapacity: 5 })] }) },
      'PATCH /api/admin/temple-services/svc-1': (call) => ({ body: service(1, call.body as object) }),
    })
    renderTemples('/admin/temples?temple=temple-1')
    const details = await screen.findByRole('region', { name: 'Temple 1' })
    expect(within(details).getByText('Up to 5 per slot')).toBeInTheDocument()
    await userEvent.click(within(details).getByRole('button', { name: 'Edit Service 1' }))
    const form = await dialog('Edit Service')
    const capacity = within(form).getByRole('textbox', { name: 'Bookings per time slot' })
    expect(capacity).toHaveValue('5')
    await userEvent.clear(capacity)
    await userEvent.click(within(form).getByRole('button', { name: 'Save Service' }))
    await waitFor(() => expect(api.callsTo('PATCH /api/admin/temple-services/svc-1')).toHaveLength(1))
    expect(api.callsTo('PATCH /api/admin/temple-services/svc-1')[0].body).toMatchObject({ slotCapacity: null })
  })

  it('sends the Hindi typed under the Hindi heading', async () => {
    const api = standardApi({ 'POST /api/admin/temples/temple-2/services': (call) => ({ status: 201, body: service(9, call.body as object) }) })
    renderTemples('/admin/temples?temple=temple-2&form=service:new')
    const form = await dialog('Add Service')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Service Name' }), 'Aarti')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Description' }), 'Evening aarti')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Price (₹)' }), '251')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Duration' }), '30 minutes')
    const hindi = within(form).getByRole('group', { name: 'Hindi (shown to devotees who choose हिन्दी)' })
    for (const name of ['Service Name (Hindi)', 'Description (Hindi)', 'Duration (Hindi)']) expect(within(hindi).getByRole('textbox', { name })).toHaveAttribute('lang', 'hi')
    await userEvent.type(within(hindi).getByRole('textbox', { name: 'Service Name (Hindi)' }), 'संध्या आरती')
    await userEvent.type(within(hindi).getByRole('textbox', { name: 'Duration (Hindi)' }), '30 मिनट')
    await userEvent.click(within(form).getByRole('button', { name: 'Save Service' }))
    await waitFor(() => expect(api.callsTo('POST /api/admin/temples/temple-2/services')).toHaveLength(1))
    expect(api.callsTo('POST /api/admin/temples/temple-2/services')[0].body).toMatchObject({ name: 'Aarti', duration: '30 minutes', nameHi: 'संध्या आरती', descriptionHi: null, durationHi: '30 मिनट' })
  })

  it('shows the stored Hindi when editing and sends an emptied one as null', async () => {
    const api = standardApi({
      'GET /api/admin/temples/temple-1': { body: detail(1, { services: [service(1, { nameHi: 'सेवा 1', descriptionHi: 'सेवा 1 के बारे में', durationHi: '30 मिनट' })] }) },
      'PATCH /api/admin/temple-services/svc-1': (call) => ({ body: service(1, call.body as object) }),
    })
    renderTemples('/admin/temples?temple=temple-1&form=service:svc-1')
    const form = await dialog('Edit Service')
    const hindi = within(form).getByRole('group', { name: /^Hindi/ })
    expect(within(hindi).getByRole('textbox', { name: 'Service Name (Hindi)' })).toHaveValue('सेवा 1')
    expect(within(hindi).getByRole('textbox', { name: 'Description (Hindi)' })).toHaveValue('सेवा 1 के बारे में')
    expect(within(hindi).getByRole('textbox', { name: 'Duration (Hindi)' })).toHaveValue('30 मिनट')
    await userEvent.clear(within(hindi).getByRole('textbox', { name: 'Duration (Hindi)' }))
    await userEvent.click(within(form).getByRole('button', { name: 'Save Service' }))
    await waitFor(() => expect(api.callsTo('PATCH /api/admin/temple-services/svc-1')).toHaveLength(1))
    expect(api.callsTo('PATCH /api/admin/temple-services/svc-1')[0].body).toMatchObject({ nameHi: 'सेवा 1', descriptionHi: 'सेवा 1 के बारे में', durationHi: null })
  })

  it("shows the server's message for a time slot at the slots", async () => {
    standardApi({ 'PATCH /api/admin/temple-services/svc-1': { status: 422, body: { detail: 'x', code: 'time_slot', errors: [{ field: 'timeSlots[0]', message: 'Time slot "x" is not a clock time like 9:00 AM' }] } } })
    renderTemples('/admin/temples?temple=temple-1&form=service:svc-1')
    const form = await dialog('Edit Service')
    expect(within(form).getByRole('textbox', { name: 'Service Name' })).toHaveValue('Service 1')
    await userEvent.click(within(form).getByRole('button', { name: 'Save Service' }))
    expect(await within(form).findByText('Time slot "x" is not a clock time like 9:00 AM')).toBeInTheDocument()
    expect(within(form).getByText('Please correct the highlighted fields.')).toBeInTheDocument()
  })
})

describe('temple admin form', () => {
  it('starts with the default permissions, checks every field and never drafts the password', async () => {
    const api = standardApi({ 'POST /api/admin/temples/temple-2/admins': (call) => ({ status: 201, body: templeAdmin(5, call.body as object) }) })
    renderTemples('/admin/temples?temple=temple-2&tab=admins')
    const details = await screen.findByRole('region', { name: 'Kashi Vishwanath' })
    await userEvent.click(within(details).getByRole('button', { name: 'Add Admin' }))
    const form = await dialog('Add Temple Admin')
    expect(within(form).getByRole('checkbox', { name: 'Manage Services' })).toBeChecked()
    expect(within(form).getByRole('checkbox', { name: 'Manage Bookings' })).toBeChecked()
    expect(within(form).getByRole('checkbox', { name: 'View Reports' })).toBeChecked()
    expect(within(form).getByRole('checkbox', { name: 'Manage Timings' })).not.toBeChecked()
    expect(within(form).getByRole('checkbox', { name: /^Active/ })).toBeChecked()

    await userEvent.click(within(form).getByRole('button', { name: 'Save Admin' }))
    for (const name of ['Admin Name', 'Email', 'Phone', 'Username']) expect(within(form).getByRole('textbox', { name })).toHaveAccessibleDescription(REQUIRED)
    expect(within(form).getByLabelText(/^Password/)).toHaveAccessibleDescription(REQUIRED)

    await userEvent.type(within(form).getByRole('textbox', { name: 'Admin Name' }), 'Ravi Shastri')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'ravi@')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Phone' }), '98765 43210')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Username' }), 'Ravi.S')
    await userEvent.type(within(form).getByLabelText(/^Password/), 'short')
    await userEvent.click(within(form).getByRole('button', { name: 'Save Admin' }))
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email format')
    expect(within(form).getByLabelText(/^Password/)).toHaveAccessibleDescription('Password must be 8 to 128 characters long')
    expect(JSON.stringify(localStorage)).not.toContain('short')

    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'example.com')
    await userEvent.type(within(form).getByLabelText(/^Password/), '-enough')
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Manage Timings' }))
    await userEvent.click(within(form).getByRole('button', { name: 'Save Admin' }))
    await waitFor(() => expect(api.callsTo('POST /api/admin/temples/temple-2/admins')).toHaveLength(1))
    expect(api.callsTo('POST /api/admin/temples/temple-2/admins')[0].body).toEqual({
      adminName: 'Ravi Shastri',
      adminEmail: 'ravi@example.com',
      adminPhone: '98765 43210',
      username: 'ravi.s',
      password: 'short-enough',
      permissions: { manageServices: true, manageBookings: true, viewReports: true, manageTimings: true },
      isActive: true,
    })
  })

  it('on edit leaves the password empty to keep it, and shows a taken username at the field', async () => {
    const api = standardApi({ 'PATCH /api/admin/temple-admins/temple-admin-1': { status: 409, body: { detail: 'The username "admin-1" is already taken; choose another username', code: 'username_taken', errors: [{ field: 'username', message: 'The username "admin-1" is already taken; choose another username' }] } } })
    renderTemples('/admin/temples?temple=temple-1&tab=admins')
    const details = await screen.findByRole('region', { name: 'Temple 1' })
    await userEvent.click(within(details).getByRole('button', { name: 'Edit Admin 1' }))
    const form = await dialog('Edit Temple Admin')
    expect(within(form).getByLabelText(/^New password/)).toHaveValue('')
    await userEvent.click(within(form).getByRole('button', { name: 'Save Admin' }))
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('The username "admin-1" is already taken; choose another username'))
    expect(api.callsTo('PATCH /api/admin/temple-admins/temple-admin-1')[0].body).toMatchObject({ username: 'admin-1', password: '' })
  })
})
