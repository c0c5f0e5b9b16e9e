import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { liveFeed } from '../shell/live'
import { FakeSocket, installFakeWebSocket, renderAdmin } from '../shell/testing'
import StoreAdminPage from './StoreAdminPage'
import { CATEGORIES, ORDER, ORDERS, PRODUCTS, fakeServer, json, storeRoutes } from './testing'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const open = (path = '/admin/store') => renderAdmin(<StoreAdminPage />, { path })

describe('StoreAdminPage', () => {
  it('shows the four stats and the product cards with price, original price, stock, SKU and tags', async () => {
    fakeServer(storeRoutes())
    open()
    expect(await screen.findByRole('heading', { level: 1, name: 'Spiritual Store Management' })).toBeInTheDocument()
    const stats = screen.getByRole('list', { name: 'Store figures' })
    for (const label of ['Total Products', 'Categories', 'Total Orders', 'Total Revenue']) expect(within(stats).getByText(label)).toBeInTheDocument()
    expect(await within(stats).findByText('₹2,361')).toBeInTheDocument()
    const mala = (await screen.findByRole('heading', { name: '5 Mukhi Rudraksha Mala' })).closest('li')!
    expect(within(mala).getByText('₹1,299')).toBeInTheDocument()
    expect(within(mala).getByText('₹1,599').tagName).toBe('S')
    expect(within(mala).getByText('45 in stock')).toBeInTheDocument()
    expect(within(mala).getByText('SKU: RDK-MALA-5')).toBeInTheDocument()
    expect(within(mala).getByText('japa')).toBeInTheDocument()
    const laddu = screen.getByRole('heading', { name: 'Besan Laddu Box' }).closest('li')!
    expect(within(laddu).getByText('Out of Stock')).toBeInTheDocument()
    expect(within(laddu).getByTestId('picture-placeholder')).toBeInTheDocument()
  })

  it('searches products and filters by category through the API, and Clear Filters resets both', async () => {
    const server = fakeServer({ ...storeRoutes(), 'GET /api/admin/store/products': (call: { url: URL }) => (call.url.searchParams.get('q') === 'zzz' ? { items: [], total: 0 } : { items: PRODUCTS, total: 2 }) })
    open()
    await screen.findByRole('heading', { name: 'Besan Laddu Box' })
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Rudraksha')
    await waitFor(() => expect(server.named('GET', '/api/admin/store/products').at(-1)!.url.searchParams.get('category')).toBe('Rudraksha'))
    await userEvent.type(screen.getByLabelText('Search products'), 'zzz')
    expect(await screen.findByText('No products found')).toBeInTheDocument()
    expect(server.named('GET', '/api/admin/store/products').at(-1)!.url.searchParams.get('q')).toBe('zzz')
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }))
    expect(await screen.findByRole('heading', { name: 'Besan Laddu Box' })).toBeInTheDocument()
    const last = server.named('GET', '/api/admin/store/products').at(-1)!.url.searchParams
    expect([last.get('q'), last.get('category')]).toEqual([null, null])
  })

  it('checks the product form at its fields, then creates the product (original price 0 dropped)', async () => {
    const server = fakeServer({ ...storeRoutes(), 'POST /api/admin/store/products': (call: { body: unknown }) => ({ ...PRODUCTS[0], ...(call.body as object), id: 'prod-new' }) })
    open()
    await userEvent.click(await screen.findByRole('button', { name: 'Add Product' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Product' }))
    expect(within(dialog).getAllByText('Please fill all required fields')).toHaveLength(6)
    expect(within(dialog).getByLabelText(/^Category/)).toHaveAccessibleDescription('Please fill all required fields')
    expect(server.named('POST', '/api/admin/store/products')).toHaveLength(0)

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Sphatik Mala')
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Category/), 'Rudraksha')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Crystal beads')
    await userEvent.type(within(dialog).getByLabelText(/^Price/), '-3')
    await userEvent.type(within(dialog).getByLabelText(/^Original Price/), '0')
    await userEvent.type(within(dialog).getByLabelText(/^Stock Quantity/), '12')
    await userEvent.type(within(dialog).getByLabelText(/^SKU/), 'RDK-SPH')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tags' }), 'crystal{Enter}')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tags' }), 'crystal{Enter}')
    expect(within(dialog).getByText('crystal is already in the list')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Product' }))
    expect(within(dialog).getByLabelText(/^Price/)).toHaveAccessibleDescription('Must be 0 or more')

    await userEvent.clear(within(dialog).getByLabelText(/^Price/))
    await userEvent.type(within(dialog).getByLabelText(/^Price/), '899')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Product' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(server.named('POST', '/api/admin/store/products')[0].body).toEqual({
      name: 'Sphatik Mala',
      category: 'Rudraksha',
      description: 'Crystal beads',
      price: 899,
      originalPrice: null,
      stockQuantity: 12,
      sku: 'RDK-SPH',
      images: [],
      tags: ['crystal'],
      inStock: true,
      isActive: true,
      // No Hindi written: devotees who chose Hindi see the English.
      nameHi: null,
      descriptionHi: null,
    })
    expect(await screen.findByText('Sphatik Mala saved.')).toBeInTheDocument()
  })

  describe('Hindi', () => {
    const HEADING = 'Hindi (shown to devotees who choose हिन्दी)'

    it('sends the Hindi of a new product typed under the Hindi heading', async () => {
      const server = fakeServer({ ...storeRoutes(), 'POST /api/admin/store/products': (call: { body: unknown }) => ({ ...PRODUCTS[0], ...(call.body as object), id: 'prod-new' }) })
      open()
      await userEvent.click(await screen.findByRole('button', { name: 'Add Product' }))
      const dialog = await screen.findByRole('dialog', { name: 'Add Product' })
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Sphatik Mala')
      await userEvent.selectOptions(within(dialog).getByLabelText(/^Category/), 'Rudraksha')
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Crystal beads')
      await userEvent.type(within(dialog).getByLabelText(/^Price/), '899')
      await userEvent.type(within(dialog).getByLabelText(/^Stock Quantity/), '12')
      await userEvent.type(within(dialog).getByLabelText(/^SKU/), 'RDK-SPH')
      const hindi = within(dialog).getByRole('group', { name: HEADING })
      for (const name of ['Name (Hindi)', 'Description (Hindi)']) expect(within(hindi).getByRole('textbox', { name })).toHaveAttribute('lang', 'hi')
      await userEvent.type(within(hindi).getByRole('textbox', { name: 'Name (Hindi)' }), ' स्फटिक माला ')
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Product' }))
      await waitFor(() => expect(server.named('POST', '/api/admin/store/products')).toHaveLength(1))
      expect(server.named('POST', '/api/admin/store/products')[0].body).toMatchObject({ name: 'Sphatik Mala', nameHi: 'स्फटिक माला', descriptionHi: null })
    })

    it("shows a product's stored Hindi when editing, sends an emptied one as null, and puts the server's message at a Hindi field", async () => {
      const stored = { ...PRODUCTS[0], nameHi: 'पंचमुखी रुद्राक्ष माला', descriptionHi: '108+1 मनकों की माला' }
      let refuse = true
      const server = fakeServer({
        ...storeRoutes(),
        'GET /api/admin/store/products': { items: [stored, PRODUCTS[1]], total: 2 },
        'PATCH /api/admin/store/products/prod-mala': () =>
          refuse ? json({ detail: 'x', code: 'string_too_long', errors: [{ field: 'descriptionHi', message: 'descriptionHi: String should have at most 2000 characters' }] }, 422) : stored,
      })
      open()
      await userEvent.click(await screen.findByRole('button', { name: 'Edit 5 Mukhi Rudraksha Mala' }))
      const dialog = await screen.findByRole('dialog', { name: 'Edit Product' })
      const hindi = within(dialog).getByRole('group', { name: HEADING })
      expect(within(hindi).getByRole('textbox', { name: 'Name (Hindi)' })).toHaveValue('पंचमुखी रुद्राक्ष माला')
      expect(within(hindi).getByRole('textbox', { name: 'Description (Hindi)' })).toHaveValue('108+1 मनकों की माला')
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Product' }))
      await waitFor(() => expect(within(hindi).getByRole('textbox', { name: 'Description (Hindi)' })).toHaveAccessibleDescription('descriptionHi: String should have at most 2000 characters'))

      refuse = false
      await userEvent.clear(within(hindi).getByRole('textbox', { name: 'Description (Hindi)' }))
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Product' }))
      await waitFor(() => expect(server.named('PATCH', '/api/admin/store/products/prod-mala')).toHaveLength(2))
      expect(server.named('PATCH', '/api/admin/store/products/prod-mala')[1].body).toMatchObject({ nameHi: 'पंचमुखी रुद्राक्ष माला', descriptionHi: null })
    })

    it('opens a product draft kept before the form had Hindi fields, with them empty', async () => {
      // The form's values as drafts stored them before nameHi and descriptionHi existed.
      const older = { name: 'Sphatik Mala', category: 'Rudraksha', description: 'Crystal beads', price: '899', originalPrice: '', stockQuantity: '12', sku: 'RDK-SPH', images: [], tags: [], inStock: true, isActive: true }
      localStorage.setItem('punya.draft.admin-store-product', JSON.stringify({ value: { open: true, id: null, values: older }, expires: Date.now() + 60_000 }))
      const server = fakeServer({ ...storeRoutes(), 'POST /api/admin/store/products': (call: { body: unknown }) => ({ ...PRODUCTS[0], ...(call.body as object), id: 'prod-new' }) })
      open()
      const dialog = await screen.findByRole('dialog', { name: 'Add Product' })
      expect(within(dialog).getByRole('textbox', { name: 'Name (Hindi)' })).toHaveValue('')
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Product' }))
      await waitFor(() => expect(server.named('POST', '/api/admin/store/products')).toHaveLength(1))
      expect(server.named('POST', '/api/admin/store/products')[0].body).toMatchObject({ name: 'Sphatik Mala', nameHi: null, descriptionHi: null })
    })

    it('sends the Hindi of a new category typed under the Hindi heading', async () => {
      const server = fakeServer({ ...storeRoutes(), 'POST /api/admin/store/categories': (call: { body: unknown }) => ({ ...CATEGORIES[0], ...(call.body as object), id: 'cat-yantra' }) })
      open('/admin/store?tab=categories')
      await userEvent.click(await screen.findByRole('button', { name: 'Add Category' }))
      const dialog = await screen.findByRole('dialog', { name: 'Add Category' })
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Yantra')
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Copper yantras')
      const hindi = within(dialog).getByRole('group', { name: HEADING })
      for (const name of ['Name (Hindi)', 'Description (Hindi)']) expect(within(hindi).getByRole('textbox', { name })).toHaveAttribute('lang', 'hi')
      await userEvent.type(within(hindi).getByRole('textbox', { name: 'Name (Hindi)' }), 'यंत्र')
      await userEvent.type(within(hindi).getByRole('textbox', { name: 'Description (Hindi)' }), 'तांबे के यंत्र')
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Category' }))
      await waitFor(() => expect(server.named('POST', '/api/admin/store/categories')).toHaveLength(1))
      expect(server.named('POST', '/api/admin/store/categories')[0].body).toEqual({
        name: 'Yantra',
        description: 'Copper yantras',
        image: null,
        isActive: true,
        nameHi: 'यंत्र',
        descriptionHi: 'तांबे के यंत्र',
      })
    })

    it("shows a category's stored Hindi when editing, sends an emptied one as null, and puts the server's message at a Hindi field", async () => {
      const stored = { ...CATEGORIES[0], nameHi: 'प्रसाद', descriptionHi: 'मंदिर का प्रसाद' }
      let refuse = true
      const server = fakeServer({
        ...storeRoutes(),
        'GET /api/admin/store/categories': { items: [stored, CATEGORIES[1]], total: 2 },
        'PATCH /api/admin/store/categories/cat-prasad': () =>
          refuse ? json({ detail: 'x', code: 'string_too_long', errors: [{ field: 'nameHi', message: 'nameHi: String should have at most 80 characters' }] }, 422) : stored,
      })
      open('/admin/store?tab=categories')
      await userEvent.click(await screen.findByRole('button', { name: 'Edit Prasad' }))
      const dialog = await screen.findByRole('dialog', { name: 'Edit Category' })
      const hindi = within(dialog).getByRole('group', { name: HEADING })
      expect(within(hindi).getByRole('textbox', { name: 'Name (Hindi)' })).toHaveValue('प्रसाद')
      expect(within(hindi).getByRole('textbox', { name: 'Description (Hindi)' })).toHaveValue('मंदिर का प्रसाद')
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Category' }))
      await waitFor(() => expect(within(hindi).getByRole('textbox', { name: 'Name (Hindi)' })).toHaveAccessibleDescription('nameHi: String should have at most 80 characters'))

      refuse = false
      await userEvent.clear(within(hindi).getByRole('textbox', { name: 'Description (Hindi)' }))
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Category' }))
      await waitFor(() => expect(server.named('PATCH', '/api/admin/store/categories/cat-prasad')).toHaveLength(2))
      expect(server.named('PATCH', '/api/admin/store/categories/cat-prasad')[1].body).toMatchObject({ name: 'Prasad', nameHi: 'प्रसाद', descriptionHi: null })
    })
  })

  it("shows the server's refusal at the field it names, and keeps what was typed after a reload", async () => {
    fakeServer({
      ...storeRoutes(),
      'PATCH /api/admin/store/products/prod-mala': json({ detail: 'A product with SKU PRS-LAD-500 already exists', code: 'duplicate_sku', errors: [{ field: 'sku', message: 'A product with SKU PRS-LAD-500 already exists' }] }, 409),
    })
    const first = open()
    await userEvent.click(await screen.findByRole('button', { name: 'Edit 5 Mukhi Rudraksha Mala' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' })
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('5 Mukhi Rudraksha Mala')
    await userEvent.clear(within(dialog).getByLabelText(/^SKU/))
    await userEvent.type(within(dialog).getByLabelText(/^SKU/), 'PRS-LAD-500')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Product' }))
    expect(await within(dialog).findByText('A product with SKU PRS-LAD-500 already exists')).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/^SKU/)).toHaveAttribute('aria-invalid', 'true')

    // A session that ends mid-edit: the page comes back with the form open and the typing kept.
    first.unmount()
    open()
    const again = await screen.findByRole('dialog', { name: 'Edit Product' })
    expect(within(again).getByLabelText(/^SKU/)).toHaveValue('PRS-LAD-500')
  })

  it('deletes a product only after the spec confirmation', async () => {
    const server = fakeServer({ ...storeRoutes(), 'DELETE /api/admin/store/products/prod-laddu': undefined })
    open()
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Besan Laddu Box' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Are you sure you want to delete Besan Laddu Box?')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(server.named('DELETE', '/api/admin/store/products/prod-laddu')).toHaveLength(1))
    expect(await screen.findByText('Besan Laddu Box deleted.')).toBeInTheDocument()
  })

  it('keeps the delete dialog open with the reason when a category is still in use', async () => {
    fakeServer({ ...storeRoutes(), 'DELETE /api/admin/store/categories/cat-prasad': json({ detail: 'Cannot delete Prasad: 1 product uses it. Move or delete those products first.', code: 'category_in_use' }, 409) })
    open('/admin/store?tab=categories')
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Prasad' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await within(dialog).findByText(/Cannot delete Prasad: 1 product uses it/)).toBeInTheDocument()
  })

  it('says the API is down and tries again on request', async () => {
    let fail = true
    fakeServer({ ...storeRoutes(), 'GET /api/admin/store/products': () => (fail ? json({ detail: 'down' }, 503) : { items: PRODUCTS, total: 2 }) })
    open()
    expect(await screen.findByText('Something went wrong on the server. Please try again in a moment.')).toBeInTheDocument()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Besan Laddu Box' })).toBeInTheDocument()
  })

  describe('orders', () => {
    it('opens on the Orders tab at /admin/store/orders with the item summary, totals and payment', async () => {
      fakeServer(storeRoutes())
      open('/admin/store/orders')
      expect(await screen.findByRole('tab', { name: /Orders/ })).toHaveAttribute('aria-selected', 'true')
      const row = (await screen.findByText('SO1001')).closest('tr')!
      expect(within(row).getByText('3 items')).toBeInTheDocument()
      expect(within(row).getByText('5 Mukhi Rudraksha Mala, Besan Laddu Box +1 more')).toBeInTheDocument()
      expect(within(row).getByText('₹2,361')).toBeInTheDocument()
      expect(within(row).getByText('Subtotal ₹2,249')).toBeInTheDocument()
      expect(within(row).getByText('COD')).toBeInTheDocument()
      const other = screen.getByText('SO1002').closest('tr')!
      expect(within(other).getByText('Besan Laddu Box')).toBeInTheDocument()
      expect(within(other).queryByText(/more/)).not.toBeInTheDocument()
      expect(within(other).getByText('PHONEPE')).toBeInTheDocument()
    })

    it('changes an order status from the dropdown', async () => {
      let rows = ORDERS
      const server = fakeServer({
        ...storeRoutes(),
        'GET /api/admin/store/orders': () => ({ items: rows, total: rows.length }),
        'PATCH /api/admin/store/orders/SO1001/status': () => {
          rows = [{ ...ORDERS[0], orderStatus: 'shipped' }, ORDERS[1]]
          return { ...ORDER, orderStatus: 'shipped' }
        },
      })
      open('/admin/store/orders')
      const select = await screen.findByLabelText('Order status of SO1001')
      expect(select).toHaveValue('pending')
      await userEvent.selectOptions(select, 'shipped')
      await waitFor(() => expect(server.named('PATCH', '/api/admin/store/orders/SO1001/status')).toHaveLength(1))
      expect(server.named('PATCH', '/api/admin/store/orders/SO1001/status')[0].body).toEqual({ orderStatus: 'shipped' })
      expect(await screen.findByText('Order SO1001 is now Shipped.')).toBeInTheDocument()
      expect(screen.getByLabelText('Order status of SO1001')).toHaveValue('shipped')
      // The list is read again from the server, which now says shipped too.
      await waitFor(() => expect(server.named('GET', '/api/admin/store/orders').length).toBeGreaterThan(1))
      expect(screen.getByLabelText('Order status of SO1001')).toHaveValue('shipped')
    })

    it('shows a refused status change and keeps the old status', async () => {
      fakeServer({ ...storeRoutes(), 'PATCH /api/admin/store/orders/SO1001/status': json({ detail: 'Unknown Order', code: 'unknown_order' }, 404) })
      open('/admin/store/orders')
      await userEvent.selectOptions(await screen.findByLabelText('Order status of SO1001'), 'cancelled')
      expect(await screen.findByText('Unknown Order')).toBeInTheDocument()
      expect(screen.getByLabelText('Order status of SO1001')).toHaveValue('pending')
    })

    it('filters orders by status and search text through the API', async () => {
      const server = fakeServer(storeRoutes())
      open('/admin/store/orders')
      await screen.findByText('SO1001')
      await userEvent.selectOptions(screen.getByLabelText('Status'), 'delivered')
      await userEvent.type(screen.getByLabelText('Search orders'), 'Ravi')
      await waitFor(() => {
        const params = server.named('GET', '/api/admin/store/orders').at(-1)!.url.searchParams
        expect([params.get('status'), params.get('q')]).toEqual(['delivered', 'Ravi'])
      })
    })

    it('appends the next page of orders by its cursor, and says 100+ for a search that stopped counting', async () => {
      const server = fakeServer({
        ...storeRoutes(),
        'GET /api/admin/store/orders': (call: { url: URL }) => {
          const params = call.url.searchParams
          if (params.get('q')) return { items: [ORDERS[0]], total: 100, totalExact: false, nextCursor: 'more' }
          return params.get('cursor') === 'after-SO1001' ? { items: [ORDERS[1]], total: 2, nextCursor: null } : { items: [ORDERS[0]], total: 2, nextCursor: 'after-SO1001' }
        },
      })
      open('/admin/store/orders')
      expect(await screen.findByText('Showing 1 of 2')).toBeInTheDocument()
      await userEvent.click(screen.getByRole('button', { name: 'Load More' }))
      expect(await screen.findByText('SO1002')).toBeInTheDocument()
      expect(screen.getByText('SO1001')).toBeInTheDocument()
      expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument()
      expect(server.named('GET', '/api/admin/store/orders').map((call) => call.url.searchParams.get('cursor'))).toEqual([null, 'after-SO1001'])
      await userEvent.type(screen.getByLabelText('Search orders'), 'Ravi')
      expect(await screen.findByText('Showing 1 of 100+')).toBeInTheDocument()
      expect(server.named('GET', '/api/admin/store/orders').at(-1)!.url.searchParams.get('cursor')).toBeNull()
    })

    it('shows the details in a dialog and edits the shipping address in a form', async () => {
      const server = fakeServer({ ...storeRoutes(), 'PATCH /api/admin/store/orders/SO1001/shipping-address': (call: { body: unknown }) => ({ ...ORDER, ...(call.body as object) }) })
      open('/admin/store/orders')
      await userEvent.click(await screen.findByRole('button', { name: 'Details of order SO1001' }))
      const details = await screen.findByRole('dialog', { name: 'Order SO1001' })
      expect(await within(details).findByText('Flat 4B, Lotus Apartments, Pune 411045')).toBeInTheDocument()
      expect(within(details).getByText('Bhimseni Camphor')).toBeInTheDocument()
      expect(within(details).getByText('Free')).toBeInTheDocument()
      expect(within(details).getByText('₹112')).toBeInTheDocument()
      expect(within(details).getByText('Status History')).toBeInTheDocument()
      expect(within(details).getByRole('link', { name: 'Refunds of order SO1001' })).toHaveAttribute('href', '/admin/refunds?recordId=SO1001')

      await userEvent.click(within(details).getByRole('button', { name: 'Edit Address' }))
      const form = await screen.findByRole('dialog', { name: 'Edit Shipping Address' })
      // An order placed before addresses had parts: its one line starts the first field.
      const street = within(form).getByLabelText(/^House number and street/)
      expect(street).toHaveValue('Flat 4B, Lotus Apartments, Pune 411045')
      await userEvent.click(within(form).getByRole('button', { name: 'Save Address' }))
      expect(within(form).getByLabelText(/^City or town/)).toHaveAccessibleDescription('Please fill all required fields')
      await userEvent.clear(street)
      await userEvent.type(street, '7 Temple Street')
      await userEvent.type(within(form).getByLabelText(/^City or town/), 'Madurai')
      await userEvent.selectOptions(await within(form).findByLabelText(/^State or union territory/), 'Tamil Nadu')
      await userEvent.type(within(form).getByLabelText(/^PIN code/), '025001')
      await userEvent.click(within(form).getByRole('button', { name: 'Save Address' }))
      expect(within(form).getByLabelText(/^PIN code/)).toHaveAccessibleDescription('PIN code must be 6 digits, the first from 1 to 8')
      await userEvent.clear(within(form).getByLabelText(/^PIN code/))
      await userEvent.type(within(form).getByLabelText(/^PIN code/), '625001')
      await userEvent.click(within(form).getByRole('button', { name: 'Save Address' }))
      expect(await screen.findByText('Shipping address of SO1001 updated.')).toBeInTheDocument()
      expect(server.named('PATCH', '/api/admin/store/orders/SO1001/shipping-address')[0].body).toEqual({
        deliveryAddress: { houseAndStreet: '7 Temple Street', landmark: '', city: 'Madurai', state: 'Tamil Nadu', pinCode: '625001' },
      })
    })

    describe('live', () => {
      beforeEach(() => installFakeWebSocket())

      it('reloads the orders when an order changes elsewhere', async () => {
        let rows = ORDERS
        fakeServer({ ...storeRoutes(), 'GET /api/admin/store/orders': () => ({ items: rows, total: rows.length }) })
        const stop = liveFeed.start()
        try {
          open('/admin/store/orders')
          await screen.findByText('SO1001')
          act(() => FakeSocket.last().ready())
          rows = [{ ...ORDERS[0], id: 'SO2000', customerName: 'New Devotee' }, ...ORDERS]
          act(() => FakeSocket.last().send({ table: 'store_orders', type: 'INSERT', record: { id: 'SO2000' } }))
          expect(await screen.findByText('New Devotee')).toBeInTheDocument()
        } finally {
          stop()
        }
      })
    })
  })

  it('switches tabs by address so each tab can be linked to', async () => {
    fakeServer(storeRoutes())
    const { router } = open()
    fireEvent.click(await screen.findByRole('tab', { name: /Orders/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/store/orders'))
    fireEvent.click(screen.getByRole('tab', { name: /Categories/ }))
    await waitFor(() => expect(router.state.location.search).toBe('?tab=categories'))
    expect(await screen.findByText('Beads and malas')).toBeInTheDocument()
  })
})
