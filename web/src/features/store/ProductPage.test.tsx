/** The product page: what a devotee sees of one product, its stock, and the cart it fills;
 * in the chosen language (the request asks for it; the server answers in it). */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '../../i18n/I18nProvider'
import { loadAreas } from '../../i18n/catalogue'
import { mockApi } from '../../components/payment/testing'
import { save } from '../../lib/storage'
import ProductPage from './ProductPage'
import type { Product } from './api'

const MALA: Product = {
  id: 'prod-mala',
  name: '5 Mukhi Rudraksha Mala',
  description: '108 natural beads.',
  category: 'Rudraksha',
  categoryLabel: 'Rudraksha',
  price: 899,
  originalPrice: 1199,
  images: ['📿'],
  inStock: true,
  stockQuantity: 3,
  sku: 'RDK-5M-108',
  tags: [],
}

function setup(product: Product | 'missing' = MALA) {
  const api = mockApi({
    'GET /api/store/products/prod-mala': product === 'missing' ? { status: 404, body: { detail: 'Unknown Product', code: 'unknown_product' } } : { body: product },
  })
  const router = createMemoryRouter([{ path: '/store/:productId', Component: ProductPage }], { initialEntries: ['/store/prod-mala'] })
  render(
    <I18nProvider>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  return api
}

describe('ProductPage', () => {
  beforeEach(async () => {
    localStorage.clear()
    await loadAreas('en', ['store'])
  })
  afterEach(() => vi.restoreAllMocks())

  it('shows the product with its price, the few left, and adds it to the cart', async () => {
    const user = userEvent.setup()
    setup()
    expect(await screen.findByRole('heading', { level: 1, name: '5 Mukhi Rudraksha Mala' })).toBeInTheDocument()
    expect(screen.getByText('₹899')).toBeInTheDocument()
    expect(screen.getByText('Only 3 left')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Rudraksha' })).toHaveAttribute('href', '/store?category=Rudraksha')
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(screen.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/store?cart=open')
    await user.click(screen.getByRole('button', { name: 'Increase quantity of 5 Mukhi Rudraksha Mala' }))
    expect(screen.getByRole('group', { name: 'Quantity of 5 Mukhi Rudraksha Mala: 2' })).toBeInTheDocument()
  })

  it('shows an out-of-stock product with the Add button disabled', async () => {
    setup({ ...MALA, inStock: false, stockQuantity: 0 })
    expect(await screen.findByRole('button', { name: 'Out of Stock' })).toBeDisabled()
    expect(screen.getByText('Out of Stock', { selector: 'p' })).toBeInTheDocument()
  })

  it('says so when the product is not sold, with the way back and no retry that cannot help', async () => {
    setup('missing')
    expect(await screen.findByText(/This product is not sold in our store/)).toBeInTheDocument()
    expect(screen.queryByText('Unknown Product')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Back to Store/ })).toHaveAttribute('href', '/store')
  })

  it('says it in Hindi too', async () => {
    save('lang', 'hi')
    setup('missing')
    expect(await screen.findByText(/यह वस्तु हमारे स्टोर में नहीं बिकती/)).toBeInTheDocument()
    expect(screen.queryByText('Unknown Product')).not.toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('says Out of Stock for a product marked so, whatever its count', async () => {
    setup({ ...MALA, inStock: false, stockQuantity: 5 })
    expect(await screen.findByText('Out of Stock', { selector: 'p' })).toBeInTheDocument()
    expect(screen.queryByText(/Only 5 left/)).not.toBeInTheDocument()
  })

  it('asks the server in the chosen language', async () => {
    save('lang', 'hi')
    await loadAreas('hi', ['common', 'layout', 'store'])
    const api = setup({ ...MALA, name: 'पंचमुखी रुद्राक्ष माला', categoryLabel: 'रुद्राक्ष' })
    expect(await screen.findByRole('heading', { level: 1, name: 'पंचमुखी रुद्राक्ष माला' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'कार्ट में डालें' })).toBeEnabled()
    expect(api.calls[0].headers['Accept-Language']).toBe('hi')
  })
})
