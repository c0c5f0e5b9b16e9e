/** The store as a devotee uses it: browse, filter, cart, checkout with the server's totals, failures. */
import { act, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '../../i18n/I18nProvider'
import { mockApi, type Call, type Reply } from '../../components/payment/testing'
import StorePage from './StorePage'
import type { Product } from './api'

function product(id: string, overrides: Partial<Product> = {}): Product {
  return { id, name: `Item ${id}`, description: `About ${id}`, category: 'Prasad', categoryLabel: 'Prasad', price: 100, originalPrice: null, images: ['🪔'], inStock: true, stockQuantity: 50, sku: id, tags: [], ...overrides }
}

const RUDRAKSHA = product('prod-rudraksha', { name: '5 Mukhi Rudraksha', category: 'Rudraksha', price: 499, originalPrice: 799, images: ['📿'], stockQuantity: 2 })
const CAMPHOR = product('prod-camphor', { name: 'Bhimseni Camphor', category: 'Puja Materials', price: 250, images: ['https://cdn.example/camphor.jpg'] })
const SOLD_OUT = product('prod-sold-out', { name: 'Copper Kalash', stockQuantity: 0, inStock: false })
const CATEGORIES = [
  { id: 'c1', name: 'Prasad', label: 'Prasad', description: '', image: null },
  { id: 'c2', name: 'Rudraksha', label: 'Rudraksha', description: '', image: null },
]

/** What GET /api/site says that the cart needs: the states delivered to (two of them here). */
const SITE = { states: [{ name: 'Maharashtra', nameHi: 'महाराष्ट्र' }, { name: 'Tamil Nadu', nameHi: 'तमिलनाडु' }] }

/** The server's quote for the lines asked: 5% tax, shipping 50 up to 500. */
function quoteFor(call: Call): Reply {
  const items = (call.body as { items: { productId: string; quantity: number }[] }).items
  const all = [RUDRAKSHA, CAMPHOR, SOLD_OUT]
  const lines = items.map(({ productId, quantity }) => {
    const p = all.find((x) => x.id === productId)!
    return { productId, productName: p.name, quantity, price: p.price, total: p.price * quantity, available: true, problem: null }
  })
  const subtotal = lines.reduce((n, l) => n + l.total, 0)
  const shipping = subtotal > 500 ? 0 : 50
  const tax = Math.round(subtotal * 0.05)
  return { body: { lines, subtotal, shipping, tax, total: subtotal + shipping + tax } }
}

function page(items: Product[], total = items.length, offset = 0): Reply {
  return { body: { items, total, offset, limit: 12 } }
}

function setup(routes: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  const api = mockApi({
    'GET /api/store/categories': { body: CATEGORIES },
    'GET /api/store/products': page([RUDRAKSHA, CAMPHOR, SOLD_OUT]),
    'POST /api/store/quote': quoteFor,
    'GET /api/site': { body: SITE },
    ...routes,
  })
  const router = createMemoryRouter([{ path: '/store', Component: StorePage }, { path: '/user/orders', element: <p>orders page</p> }], { initialEntries: ['/store'] })
  const view = render(
    <I18nProvider>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  return { api, view, router }
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!

async function fillDelivery(user: ReturnType<typeof userEvent.setup>, phone = '98450 12345') {
  const dialog = screen.getByRole('dialog', { name: 'Your Cart' })
  await user.type(within(dialog).getByLabelText(/Full Name/), 'Meera Iyer')
  await user.type(within(dialog).getByLabelText(/Phone Number/), phone)
  await user.type(within(dialog).getByLabelText(/House number and street/), '12 Temple Street')
  await user.type(within(dialog).getByLabelText(/City or town/), 'Chennai')
  await user.selectOptions(await within(dialog).findByLabelText(/State or union territory/), 'Tamil Nadu')
  await user.type(within(dialog).getByLabelText(/PIN code/), '600004')
}

/** Bhimseni Camphor in the cart, the delivery filled in, the total (₹313) shown. */
async function camphorReadyToPay(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: 'Bhimseni Camphor' })
  await user.click(within(card('Bhimseni Camphor')).getByRole('button', { name: 'Add to Cart' }))
  await user.click(screen.getByRole('button', { name: 'Checkout' }))
  await fillDelivery(user)
  await screen.findByText('₹313')
}

/** On to the payment dialog, and Cash on Delivery chosen there. */
async function chooseCashOnDelivery(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
  await user.click(within(screen.getByRole('dialog', { name: 'Payment' })).getByRole('button', { name: 'Cash on Delivery' }))
}

// Debounced searches and the payment dialog's 1 s pause need more than the default second on a busy machine.
configure({ asyncUtilTimeout: 4000 })

describe('StorePage', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.restoreAllMocks())

  it('shows the products with prices, struck-through originals, pictures and stock, and the categories', async () => {
    setup()
    expect(await screen.findByRole('heading', { name: '5 Mukhi Rudraksha' })).toBeInTheDocument()
    const rudraksha = card('5 Mukhi Rudraksha')
    expect(within(rudraksha).getByText('₹499')).toBeInTheDocument()
    expect(within(rudraksha).getByText('₹799').closest('s')).not.toBeNull()
    // An emoji is not a picture: the drawn placeholder stands in for it.
    expect(within(rudraksha).getByTestId('picture-placeholder')).toBeInTheDocument()
    expect(within(rudraksha).queryByText('📿')).toBeNull()
    expect(within(rudraksha).getByText('Only 2 left')).toBeInTheDocument()
    expect(card('Bhimseni Camphor').querySelector('img')).toHaveAttribute('src', 'https://cdn.example/camphor.jpg')
    const soldOut = within(card('Copper Kalash')).getByRole('button', { name: 'Out of Stock' })
    expect(soldOut).toBeDisabled()
    const chips = screen.getByRole('group', { name: 'Categories' })
    expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'Prasad', 'Rudraksha'])
    expect(within(chips).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
    // The header says what the store sells as its categories do: nothing it does not have.
    expect(screen.getByText('Prasad and Rudraksha, delivered to your home.')).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/gemstone/i)
  })

  it('asks the server for a category and for a search (once typing stops)', async () => {
    const user = userEvent.setup()
    const { api } = setup()
    await screen.findByRole('heading', { name: '5 Mukhi Rudraksha' })
    await user.click(screen.getByRole('button', { name: 'Rudraksha' }))
    await waitFor(() => expect(api.callsTo('GET /api/store/products').at(-1)?.query.get('category')).toBe('Rudraksha'))
    expect(screen.getByRole('button', { name: 'Rudraksha' })).toHaveAttribute('aria-pressed', 'true')
    await user.type(screen.getByLabelText('Search products'), 'mala')
    await waitFor(() => expect(api.callsTo('GET /api/store/products').at(-1)?.query.get('search')).toBe('mala'))
    // One request for the whole word, not one per letter.
    expect(api.callsTo('GET /api/store/products').filter((c) => c.query.get('search')).length).toBe(1)
  })

  it('offers Clear Filters when nothing matches, and Load More fetches the next page only', async () => {
    const user = userEvent.setup()
    const first = Array.from({ length: 12 }, (_, n) => product(`p${n}`))
    const { api } = setup({
      'GET /api/store/products': (call) => {
        if (call.query.get('search') === 'zzz') return page([], 0)
        return call.query.get('offset') === '12' ? page([product('p12')], 13, 12) : page(first, 13)
      },
    })
    expect(await screen.findByText('Showing 12 of 13 products')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Load More' }))
    expect(await screen.findByRole('heading', { name: 'Item p12' })).toBeInTheDocument()
    expect(screen.getByText('Showing 13 of 13 products')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument()
    expect(api.callsTo('GET /api/store/products').map((c) => c.query.get('offset'))).toEqual(['0', '12'])
    await user.type(screen.getByLabelText('Search products'), 'zzz')
    expect(await screen.findByText('No products found')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }))
    expect(screen.getByLabelText('Search products')).toHaveValue('')
    expect(await screen.findByRole('heading', { name: 'Item p0' })).toBeInTheDocument()
  })

  it('says plainly when the store cannot be reached, and the retry works', async () => {
    const user = userEvent.setup()
    const { api } = setup({ 'GET /api/store/products': 'network', 'GET /api/store/categories': 'network' })
    expect(await screen.findByText(/could not reach Punya/)).toBeInTheDocument()
    api.set('GET /api/store/products', page([RUDRAKSHA]))
    api.set('GET /api/store/categories', { body: CATEGORIES })
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: '5 Mukhi Rudraksha' })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Rudraksha' })).toBeInTheDocument()
  })

  it('adds to the cart, bounds the quantity by the stock, and shows the server total in the sticky bar', async () => {
    const user = userEvent.setup()
    setup()
    await screen.findByRole('heading', { name: '5 Mukhi Rudraksha' })
    await user.click(within(card('5 Mukhi Rudraksha')).getByRole('button', { name: 'Add to Cart' }))
    const more = within(card('5 Mukhi Rudraksha')).getByRole('button', { name: 'Increase quantity of 5 Mukhi Rudraksha' })
    await user.click(more)
    expect(more).toBeDisabled() // only 2 in stock
    expect(within(card('5 Mukhi Rudraksha')).getByRole('group', { name: 'Quantity of 5 Mukhi Rudraksha: 2' })).toBeInTheDocument()
    // 998 + free shipping + tax 50, as the server priced it.
    expect(await screen.findByText('₹1,048')).toBeInTheDocument()
    expect(screen.getByText('2 items')).toBeInTheDocument()
    await user.click(within(card('5 Mukhi Rudraksha')).getByRole('button', { name: 'Decrease quantity of 5 Mukhi Rudraksha' }))
    await user.click(within(card('5 Mukhi Rudraksha')).getByRole('button', { name: 'Decrease quantity of 5 Mukhi Rudraksha' }))
    expect(within(card('5 Mukhi Rudraksha')).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument()
  })

  it('keeps the cart and the typed details through a reload', async () => {
    const user = userEvent.setup()
    const first = setup()
    await screen.findByRole('heading', { name: 'Bhimseni Camphor' })
    await user.click(within(card('Bhimseni Camphor')).getByRole('button', { name: 'Add to Cart' }))
    await user.click(screen.getByRole('button', { name: 'Checkout' }))
    await user.type(screen.getByLabelText(/Full Name/), 'Meera')
    first.view.unmount()
    setup()
    await screen.findByRole('heading', { name: 'Bhimseni Camphor' })
    expect(screen.getByText('1 item')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Checkout' }))
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Meera')
  })

  it('shows the spec messages at the fields and the server totals in the cart', async () => {
    const user = userEvent.setup()
    const { api } = setup()
    await screen.findByRole('heading', { name: 'Bhimseni Camphor' })
    await user.click(within(card('Bhimseni Camphor')).getByRole('button', { name: 'Add to Cart' }))
    await user.click(screen.getByRole('button', { name: 'Checkout' }))
    const dialog = screen.getByRole('dialog', { name: 'Your Cart' })
    expect(await within(dialog).findByText('₹313')).toBeInTheDocument() // 250 + 50 + 12.5 rounded half up
    expect(within(dialog).getByText('Free shipping on orders above ₹500')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }))
    for (const label of [/Full Name/, /Phone Number/, /House number and street/, /City or town/, /State or union territory/, /PIN code/]) {
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription('Please fill all required fields')
    }
    expect(within(dialog).getByLabelText(/Email/)).not.toHaveAttribute('aria-invalid')
    await fillDelivery(user, '12345')
    await user.type(within(dialog).getByLabelText(/Email/), 'meera@')
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }))
    expect(within(dialog).getByLabelText(/Phone Number/)).toHaveAccessibleDescription('Phone number must be 10 digits')
    expect(within(dialog).getByLabelText(/Email/)).toHaveAccessibleDescription('Invalid email format')
    expect(screen.queryByRole('dialog', { name: 'Payment' })).not.toBeInTheDocument()
    // Emptying the cart: the spec's message, and nothing left to pay for.
    await user.click(within(dialog).getByRole('button', { name: 'Remove Bhimseni Camphor' }))
    expect(within(dialog).getByText('Your cart is empty')).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Proceed to Payment' })).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Continue Shopping' })).toHaveFocus()
    expect(api.callsTo('POST /api/store/orders')).toHaveLength(0)
  })

  it('takes the devotee to a short PIN with its message in view, not under the Proceed bar', async () => {
    const user = userEvent.setup()
    // jsdom lays nothing out: what matters is what is asked to come into view, and where.
    const shown: { element: Element; block?: ScrollLogicalPosition }[] = []
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      shown.push({ element: this, block: typeof options === 'object' ? options.block : undefined })
    }
    setup()
    await screen.findByRole('heading', { name: 'Bhimseni Camphor' })
    await user.click(within(card('Bhimseni Camphor')).getByRole('button', { name: 'Add to Cart' }))
    await user.click(screen.getByRole('button', { name: 'Checkout' }))
    const dialog = screen.getByRole('dialog', { name: 'Your Cart' })
    await fillDelivery(user)
    const pin = within(dialog).getByLabelText(/PIN code/)
    await user.clear(pin)
    await user.type(pin, '6000')
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }))
    await waitFor(() => expect(pin).toHaveFocus())
    const message = document.getElementById(pin.getAttribute('aria-describedby')!)!
    expect(message).toHaveTextContent(/PIN code must be 6 digits/)
    expect(shown.at(-1)).toEqual({ element: message, block: 'center' })
    // @ts-expect-error -- jsdom has none of its own
    delete Element.prototype.scrollIntoView
  })

  it("shows a line's problem from the server and does not go to payment", async () => {
    const user = userEvent.setup()
    setup({
      'POST /api/store/quote': (call) => {
        const reply = quoteFor(call) as { body: { lines: { available: boolean; problem: string | null }[] } }
        reply.body.lines[0] = { ...reply.body.lines[0], available: false, problem: 'Only 1 left in stock' }
        return reply
      },
    })
    await screen.findByRole('heading', { name: 'Bhimseni Camphor' })
    await user.click(within(card('Bhimseni Camphor')).getByRole('button', { name: 'Add to Cart' }))
    await user.click(screen.getByRole('button', { name: 'Checkout' }))
    const dialog = screen.getByRole('dialog', { name: 'Your Cart' })
    expect(await within(dialog).findByText('Only 1 left in stock')).toBeInTheDocument()
    await fillDelivery(user)
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }))
    expect(within(dialog).getByText(/Some items cannot be ordered right now/)).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Payment' })).not.toBeInTheDocument()
  })

  it('a PIN code of another state: back at the cart with the server’s message at the PIN, never "Payment Failed"', async () => {
    const user = userEvent.setup()
    vi.spyOn(window, 'open').mockReturnValue(null)
    const said = 'PIN code 600004 is in Tamil Nadu, not in Maharashtra'
    const order = { id: 'SO4', items: [{ productId: 'prod-camphor', productName: 'Bhimseni Camphor', quantity: 1, price: 250, total: 250 }], customerName: 'Meera Iyer', total: 313, subtotal: 250, shipping: 50, tax: 13, paymentMethod: 'cod', paymentStatus: 'pending', orderStatus: 'pending', createdAt: '2026-11-22T06:30:00Z' }
    // The server's PIN directory: 600004 is in Tamil Nadu.
    const { api } = setup({
      'POST /api/store/orders': (call) =>
        (call.body as { deliveryAddress: { state: string } }).deliveryAddress.state === 'Tamil Nadu'
          ? { status: 201, body: order }
          : { status: 422, body: { detail: said, code: 'pin_in_other_state', errors: [{ field: 'deliveryAddress.pinCode', message: said }] } },
      'POST /api/verification/codes': { status: 202, body: { destination: '***2345', channel: 'sms', expiresInSeconds: 600, resendAfterSeconds: 30 } },
    })
    await screen.findByRole('heading', { name: 'Bhimseni Camphor' })
    await user.click(within(card('Bhimseni Camphor')).getByRole('button', { name: 'Add to Cart' }))
    await user.click(screen.getByRole('button', { name: 'Checkout' }))
    await fillDelivery(user)
    await user.selectOptions(screen.getByLabelText(/State or union territory/), 'Maharashtra')
    await screen.findByText('₹313')
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    await user.click(within(screen.getByRole('dialog', { name: 'Payment' })).getByRole('button', { name: 'Pay Online' }))

    // Nothing was paid: the payment dialog goes, the cart says what to fix and where.
    const cart = await screen.findByRole('dialog', { name: 'Your Cart' })
    const pin = within(cart).getByLabelText(/PIN code/)
    expect(pin).toHaveAccessibleDescription(said)
    await waitFor(() => expect(pin).toHaveFocus())
    expect(screen.queryByRole('dialog', { name: 'Payment' })).not.toBeInTheDocument()
    expect(screen.queryByText(/payment failed|try again/i)).not.toBeInTheDocument()
    expect(api.callsTo('POST /api/payments')).toHaveLength(0)
    // Past the dialog's 2 s failure moment: still nothing about a payment.
    await new Promise((resolve) => setTimeout(resolve, 2100))
    expect(screen.queryByText(/payment failed|try again/i)).not.toBeInTheDocument()

    // The state put right, the message goes and the order is placed.
    await user.selectOptions(within(cart).getByLabelText(/State or union territory/), 'Tamil Nadu')
    expect(pin).not.toHaveAttribute('aria-invalid')
    await user.click(within(cart).getByRole('button', { name: 'Proceed to Payment' }))
    await user.click(within(screen.getByRole('dialog', { name: 'Payment' })).getByRole('button', { name: 'Cash on Delivery' }))
    await user.click(screen.getByRole('button', { name: 'Confirm cash order' }))
    expect(api.callsTo('POST /api/store/orders').map((call) => (call.body as { deliveryAddress: { state: string } }).deliveryAddress.state)).toEqual(['Maharashtra', 'Tamil Nadu'])
  })

  it('says the refused address in Hindi at the field, with cash too, and never "भुगतान विफल"', async () => {
    const user = userEvent.setup()
    localStorage.setItem('punya.lang', JSON.stringify({ value: 'hi', expires: Date.now() + 60_000 }))
    const draft = { items: [{ productId: 'prod-camphor', name: 'Bhimseni Camphor', price: 250, image: '', stockQuantity: 50, quantity: 1 }], customerName: 'Meera Iyer', customerPhone: '98450 12345', customerEmail: '', houseAndStreet: '12 Temple Street', landmark: '', city: 'Chennai', state: 'Maharashtra', pinCode: '600004' }
    localStorage.setItem('punya.draft.store-checkout', JSON.stringify({ value: draft, expires: Date.now() + 60_000 }))
    const said = 'PIN code 600004 is in Tamil Nadu, not in Maharashtra'
    setup({ 'POST /api/store/orders': { status: 422, body: { detail: said, code: 'pin_in_other_state', errors: [{ field: 'deliveryAddress.pinCode', message: said }] } } })
    await user.click(await screen.findByRole('button', { name: 'चेकआउट' }))
    await screen.findByText('₹313')
    await user.click(screen.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }))
    await user.click(within(screen.getByRole('dialog', { name: 'भुगतान' })).getByRole('button', { name: 'कैश ऑन डिलीवरी' }))
    await user.click(screen.getByRole('button', { name: 'नकद ऑर्डर की पुष्टि करें' }))
    const cart = await screen.findByRole('dialog', { name: 'आपकी कार्ट' })
    const pin = within(cart).getByLabelText(/पिन कोड/)
    await waitFor(() => expect(pin).toHaveAccessibleDescription('पिन कोड 600004 तमिलनाडु का है, महाराष्ट्र का नहीं'))
    expect(screen.queryByText(/भुगतान विफल|फिर से कोशिश/)).not.toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'भुगतान' })).not.toBeInTheDocument()
  })

  it('an item run short while paying: back at the cart, which says so, not "Payment Failed"', async () => {
    const user = userEvent.setup()
    const short = 'Only 0 of Bhimseni Camphor left in stock'
    let soldOut = false
    setup({
      'POST /api/store/orders': () => {
        soldOut = true
        return { status: 409, body: { detail: short, code: 'out_of_stock', errors: [{ field: 'items', message: short }] } }
      },
      'POST /api/store/quote': (call) => {
        const reply = quoteFor(call) as { body: { lines: { available: boolean; problem: string | null }[] } }
        if (soldOut) reply.body.lines[0] = { ...reply.body.lines[0], available: false, problem: 'Out of stock' }
        return reply
      },
    })
    await screen.findByRole('heading', { name: 'Bhimseni Camphor' })
    await user.click(within(card('Bhimseni Camphor')).getByRole('button', { name: 'Add to Cart' }))
    await user.click(within(card('5 Mukhi Rudraksha')).getByRole('button', { name: 'Add to Cart' }))
    await user.click(screen.getByRole('button', { name: 'Checkout' }))
    await fillDelivery(user)
    await screen.findByText('₹786')
    await chooseCashOnDelivery(user)
    await user.click(screen.getByRole('button', { name: 'Confirm cash order' }))
    const cart = await screen.findByRole('dialog', { name: 'Your Cart' })
    const said = within(cart).getByText(/Something in your cart has just run short/)
    await waitFor(() => expect(said).toHaveFocus())
    // The cart is quoted again: the line says what is wrong with it.
    expect(await within(cart).findByText('Out of stock now')).toBeInTheDocument()
    expect(screen.queryByText(/payment failed|try again/i)).not.toBeInTheDocument()
    // Its message goes once the line is dealt with.
    await user.click(within(cart).getByRole('button', { name: 'Remove from cart' }))
    expect(within(cart).getByText('5 Mukhi Rudraksha')).toBeInTheDocument()
    expect(screen.queryByText(/Something in your cart has just run short/)).not.toBeInTheDocument()
  })

  it('checks out with cash on delivery: one order, a confirmation with the shipping promise, the cart emptied', async () => {
    const user = userEvent.setup()
    const order = { id: 'SO1764000000000AB', items: [{ productId: 'prod-camphor', productName: 'Bhimseni Camphor', quantity: 1, price: 250, total: 250 }], customerName: 'Meera Iyer', total: 313, subtotal: 250, shipping: 50, tax: 13, paymentMethod: 'cod', paymentStatus: 'pending', orderStatus: 'pending', createdAt: '2026-11-22T06:30:00Z' }
    const { api } = setup({ 'POST /api/store/orders': { status: 201, body: order } })
    await camphorReadyToPay(user)
    await chooseCashOnDelivery(user)
    await user.click(screen.getByRole('button', { name: 'Confirm cash order' }))
    const confirmed = await screen.findByRole('dialog', { name: 'Order Placed Successfully!' }, { timeout: 3000 })
    expect(within(confirmed).getByText('SO1764000000000AB')).toBeInTheDocument()
    expect(within(confirmed).getByText(/shipped in 2-3 business days/)).toBeInTheDocument()
    expect(within(confirmed).getByText('Cash on Delivery')).toBeInTheDocument()
    // No receipt before the order is delivered and paid.
    expect(within(confirmed).queryByRole('link', { name: 'View Receipt' })).not.toBeInTheDocument()
    const [sent] = api.callsTo('POST /api/store/orders')
    expect(sent.body).toEqual({ items: [{ productId: 'prod-camphor', quantity: 1 }], customerName: 'Meera Iyer', customerPhone: '98450 12345', customerEmail: null, deliveryAddress: { houseAndStreet: '12 Temple Street', landmark: '', city: 'Chennai', state: 'Tamil Nadu', pinCode: '600004' }, paymentMethod: 'cod' })
    expect(sent.headers['Idempotency-Key']).toBeTruthy()
    expect(api.callsTo('POST /api/store/orders')).toHaveLength(1)
    // The cart is emptied; the delivery details stay, offered for the next order on this device.
    const kept = JSON.parse(localStorage.getItem('punya.draft.store-checkout')!) as { value: { items: unknown[]; city: string } }
    expect(kept.value.items).toEqual([])
    expect(kept.value.city).toBe('Chennai')
    expect(JSON.parse(localStorage.getItem('punya.store.lastDelivery')!).value).toMatchObject({ customerName: 'Meera Iyer', pinCode: '600004' })
    await user.click(within(confirmed).getByRole('button', { name: 'Continue Shopping' }))
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument()
    await user.click(within(card('Bhimseni Camphor')).getByRole('button', { name: 'Add to Cart' }))
    await user.click(screen.getByRole('button', { name: 'Checkout' }))
    const again = screen.getByRole('dialog', { name: 'Your Cart' })
    expect(within(again).getByText('Filled in from your last order on this device.')).toBeInTheDocument()
    expect(within(again).getByLabelText(/House number and street/)).toHaveValue('12 Temple Street')
  })

  it('cash to a phone not confirmed yet: the code step, then the order is placed once and confirmed', async () => {
    const user = userEvent.setup()
    const order = { id: 'SO1764000000000AC', items: [{ productId: 'prod-camphor', productName: 'Bhimseni Camphor', quantity: 1, price: 250, total: 250 }], customerName: 'Meera Iyer', total: 313, subtotal: 250, shipping: 50, tax: 13, paymentMethod: 'cod', paymentStatus: 'pending', orderStatus: 'pending', createdAt: '2026-11-22T06:30:00Z' }
    const verifyFirst = 'To pay cash on delivery, first confirm this phone number with the one-time code we send to it.'
    // The server's rule: cash on delivery only to a phone this browser confirmed with a code.
    let confirmed = false
    const { api } = setup({
      'POST /api/store/orders': () => (confirmed ? { status: 201, body: order } : { status: 403, body: { detail: verifyFirst, code: 'verification_required', errors: [{ field: 'customerPhone', message: verifyFirst }] } }),
      'POST /api/verification/codes': { status: 202, body: { destination: '***2345', channel: 'sms', expiresInSeconds: 600, resendAfterSeconds: 30 } },
      'POST /api/verification/confirm': () => {
        confirmed = true
        return { body: { verified: true } }
      },
    })
    await camphorReadyToPay(user)
    await chooseCashOnDelivery(user)
    await user.click(screen.getByRole('button', { name: 'Confirm cash order' }))
    await screen.findByRole('group', { name: 'Confirm your phone number' })

    // Back to the cart: the refusal is not a mistake in the form's phone field.
    await user.keyboard('{Escape}')
    const cart = await screen.findByRole('dialog', { name: 'Your Cart' })
    expect(within(cart).getByLabelText(/Phone Number/)).not.toHaveAttribute('aria-invalid')
    expect(within(cart).queryByText(verifyFirst)).not.toBeInTheDocument()
    await user.click(within(cart).getByRole('button', { name: 'Proceed to Payment' }))
    await user.click(within(screen.getByRole('dialog', { name: 'Payment' })).getByRole('button', { name: 'Cash on Delivery' }))
    await user.click(screen.getByRole('button', { name: 'Confirm cash order' }))
    await screen.findByRole('group', { name: 'Confirm your phone number' })

    await user.click(screen.getByRole('button', { name: 'Send code' }))
    await user.type(await screen.findByLabelText('Verification code'), '424242')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    const placed = await screen.findByRole('dialog', { name: 'Order Placed Successfully!' }, { timeout: 3000 })
    expect(within(placed).getByText('SO1764000000000AC')).toBeInTheDocument()
    expect(within(placed).getByText('Cash on Delivery')).toBeInTheDocument()
    expect(api.callsTo('POST /api/verification/confirm').map((call) => call.body)).toEqual([{ phone: '98450 12345', email: null, code: '424242' }])
    // Two refusals created nothing; the one order went out once, through the outbox with its own key.
    const sent = api.callsTo('POST /api/store/orders')
    expect(sent).toHaveLength(3)
    expect(new Set(sent.map((call) => call.headers['Idempotency-Key'])).size).toBe(3)
    expect(sent.every((call) => (call.body as { paymentMethod: string }).paymentMethod === 'cod')).toBe(true)
    expect(JSON.parse(localStorage.getItem('punya.outbox')!).value).toEqual([])
  })

  it('keeps an order made offline, says it is pending, and confirms it once it goes through', async () => {
    const user = userEvent.setup()
    const { api } = setup({ 'POST /api/store/orders': 'network' })
    await camphorReadyToPay(user)
    await chooseCashOnDelivery(user)
    await user.click(screen.getByRole('button', { name: 'Confirm cash order' }))
    // The dialog says the order is kept; closing it and the cart shows the page's pending notice.
    expect(await within(screen.getByRole('dialog', { name: 'Payment' })).findByText(/saved on this phone/)).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await user.click(within(await screen.findByRole('dialog', { name: 'Your Cart' })).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByText(/Your order is saved on this phone and will be sent/)).toBeInTheDocument()
    expect(screen.getByText('1 item')).toBeInTheDocument() // nothing lost
    const order = { id: 'SO2', items: [{ productId: 'prod-camphor', productName: 'Bhimseni Camphor', quantity: 1, price: 250, total: 250 }], customerName: 'Meera Iyer', total: 313, subtotal: 250, shipping: 50, tax: 13, paymentMethod: 'cod', paymentStatus: 'pending', orderStatus: 'pending', createdAt: '2026-11-22T06:30:00Z' }
    api.set('POST /api/store/orders', { status: 201, body: order })
    await user.click(screen.getByRole('button', { name: 'Send now' }))
    const confirmed = await screen.findByRole('dialog', { name: 'Order Placed Successfully!' })
    expect(within(confirmed).getByText('SO2')).toBeInTheDocument()
    const keys = api.callsTo('POST /api/store/orders').map((c) => c.headers['Idempotency-Key'])
    expect(new Set(keys).size).toBe(1) // the retry reused the key: one order on the server
    await act(async () => undefined)
    expect(screen.queryByText(/saved on this phone/)).not.toBeInTheDocument()
  })

  it('reuses the order already placed for this cart when the payment is tried again', async () => {
    const user = userEvent.setup()
    vi.spyOn(window, 'open').mockReturnValue(null)
    const order = { id: 'SO3', items: [{ productId: 'prod-camphor', productName: 'Bhimseni Camphor', quantity: 1, price: 250, total: 250 }], customerName: 'Meera Iyer', total: 313, subtotal: 250, shipping: 50, tax: 13, paymentMethod: 'phonepe', paymentStatus: 'pending', orderStatus: 'pending', createdAt: '2026-11-22T06:30:00Z' }
    const { api } = setup({ 'POST /api/store/orders': { status: 201, body: order }, 'POST /api/payments': { status: 500, body: { detail: 'boom', code: 'internal_error' } } })
    await camphorReadyToPay(user)
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
      await user.click(within(screen.getByRole('dialog', { name: 'Payment' })).getByRole('button', { name: 'Pay Online' }))
      expect(await screen.findByText(/Something went wrong on our side/)).toBeInTheDocument()
      await user.keyboard('{Escape}')
      await screen.findByRole('dialog', { name: 'Your Cart' })
    }
    expect(api.callsTo('POST /api/store/orders')).toHaveLength(1)
    expect(api.callsTo('POST /api/payments').map((c) => (c.body as { targetId: string }).targetId)).toEqual(['SO3', 'SO3'])
    await user.keyboard('{Escape}')
    expect(await screen.findByText(/Your order SO3 has been placed and is waiting for payment/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear Cart' }))
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument()
    expect(screen.queryByText(/waiting for payment/)).not.toBeInTheDocument()
  })
})
