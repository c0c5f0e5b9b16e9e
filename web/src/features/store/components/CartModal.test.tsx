/** The cart dialog on its own: the empty state (no form, no pay button), and the quantity stepper's
 * note at the per-item limit and at the stock. */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { I18nContext, translator, type Language } from '../../../i18n/context'
import type { CartItem, CheckoutDraft } from '../hooks/useCheckoutDraft'
import LIMITS from '../../../test/siteLimits.json'
import { CartModal } from './CartModal'

// The server's per-item limit, as the tests' site info publishes it.
const MAX_PER_ITEM = LIMITS.maxPerItem

const line = (overrides: Partial<CartItem> = {}): CartItem => ({ productId: 'prod-camphor', name: 'Bhimseni Camphor', price: 250, image: '', stockQuantity: 500, quantity: 1, ...overrides })
const draft = (items: CartItem[]): CheckoutDraft => ({ items, customerName: '', customerPhone: '', customerEmail: '', houseAndStreet: '', landmark: '', city: '', state: '', pinCode: '' })
const quote = { data: undefined, error: undefined, loading: false, reload: () => {} }

function Cart({ items, onClose = () => {}, language = 'en', quoted = quote }: { items: CartItem[]; onClose?: () => void; language?: Language; quoted?: Parameters<typeof CartModal>[0]['quote'] }) {
  const [lines, setLines] = useState(items)
  return (
    <I18nContext.Provider value={{ language, setLanguage: () => {}, t: translator(language) }}>
      <CartModal
        open
        draft={draft(lines)}
        quote={quoted}
        errors={{}}
        onQuantity={(id, quantity) => setLines((now) => now.map((item) => (item.productId === id ? { ...item, quantity } : item)))}
        onRemove={(id) => setLines((now) => now.filter((item) => item.productId !== id))}
        onDelivery={() => {}}
        onProceed={() => {}}
        onClose={onClose}
      />
    </I18nContext.Provider>
  )
}

describe('the empty cart', () => {
  it('says the cart is empty and offers Continue Shopping, with no delivery form or pay button', async () => {
    const onClose = vi.fn()
    render(<Cart items={[]} onClose={onClose} />)
    const dialog = screen.getByRole('dialog', { name: 'Your Cart' })
    expect(within(dialog).getByText('Your cart is empty')).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Proceed to Payment' })).not.toBeInTheDocument()
    expect(within(dialog).queryByLabelText(/Full Name/)).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue Shopping' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('turns into the empty state when the last line is removed, with the focus on Continue Shopping', async () => {
    render(<Cart items={[line()]} />)
    const dialog = screen.getByRole('dialog', { name: 'Your Cart' })
    expect(within(dialog).getByRole('button', { name: 'Proceed to Payment' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/Full Name/)).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Bhimseni Camphor' }))
    expect(within(dialog).getByText('Your cart is empty')).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Proceed to Payment' })).not.toBeInTheDocument()
    expect(within(dialog).queryByLabelText(/Full Name/)).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Continue Shopping' })).toHaveFocus()
    expect(within(dialog).getByRole('button', { name: 'Continue Shopping' })).toHaveAccessibleDescription('Your cart is empty')
  })

  it('speaks Hindi', () => {
    render(<Cart items={[]} language="hi" />)
    const dialog = screen.getByRole('dialog', { name: 'आपकी कार्ट' })
    expect(within(dialog).getByText('आपकी कार्ट खाली है')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'खरीदारी जारी रखें' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' })).not.toBeInTheDocument()
  })
})

describe('the quantity limit', () => {
  const NOTE = `You can order up to ${MAX_PER_ITEM} of one item`

  it('shows no note below the limit', () => {
    render(<Cart items={[line({ quantity: MAX_PER_ITEM - 1 })]} />)
    const more = screen.getByRole('button', { name: 'Increase quantity of Bhimseni Camphor' })
    expect(more).toBeEnabled()
    expect(more).not.toHaveAttribute('aria-describedby')
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument()
  })

  it('says the per-item limit once it is reached, and the disabled + button points to it', async () => {
    render(<Cart items={[line({ quantity: MAX_PER_ITEM - 1 })]} />)
    const more = screen.getByRole('button', { name: 'Increase quantity of Bhimseni Camphor' })
    await userEvent.click(more)
    expect(screen.getByRole('group', { name: `Quantity of Bhimseni Camphor: ${MAX_PER_ITEM}` })).toBeInTheDocument()
    expect(screen.getByText(NOTE)).toBeInTheDocument()
    expect(more).toBeDisabled()
    expect(more).toHaveAccessibleDescription(NOTE)
    // Going below the limit takes the note away again.
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Bhimseni Camphor' }))
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument()
    expect(more).toBeEnabled()
  })

  it('says there is no more in stock when the stock is the bound', () => {
    render(<Cart items={[line({ stockQuantity: 3, quantity: 3 })]} />)
    const more = screen.getByRole('button', { name: 'Increase quantity of Bhimseni Camphor' })
    expect(more).toBeDisabled()
    expect(more).toHaveAccessibleDescription('No more in stock')
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument()
  })

  it('says the limit in Hindi', () => {
    render(<Cart items={[line({ quantity: MAX_PER_ITEM })]} language="hi" />)
    expect(screen.getByRole('button', { name: 'Bhimseni Camphor की मात्रा बढ़ाएँ' })).toHaveAccessibleDescription(`आप एक वस्तु के ज़्यादा से ज़्यादा ${MAX_PER_ITEM} नग ऑर्डर कर सकते हैं`)
  })
})

describe('the cart in Hindi', () => {
  // Lines the assistant added in English, one product the store no longer sells, one marked out of stock.
  const items = [
    line({ productId: 'prod-camphor', name: 'Bhimseni Camphor', quantity: 2 }),
    line({ productId: 'prod-old-diya', name: 'Old Diya', price: 99 }),
    line({ productId: 'prod-bracelet', name: '5 Mukhi Rudraksha Bracelet', price: 399, stockQuantity: 5 }),
  ]
  const lines = [
    { productId: 'prod-camphor', productName: 'भीमसेनी कपूर', quantity: 2, price: 250, total: 500, available: true, problem: null },
    { productId: 'prod-old-diya', productName: 'Unknown product', quantity: 1, price: 0, total: 0, available: false, problem: 'This item is no longer sold' },
    { productId: 'prod-bracelet', productName: 'पंचमुखी रुद्राक्ष ब्रेसलेट', quantity: 1, price: 399, total: 399, available: false, problem: 'Out of stock' },
  ]
  const quoted = { ...quote, data: { lines, subtotal: 500, shipping: 50, tax: 25, total: 575 } }

  it('names each line as the store does now, in Hindi, and offers only to remove what cannot be bought', async () => {
    render(<Cart items={items} language="hi" quoted={quoted} />)
    const dialog = screen.getByRole('dialog', { name: 'आपकी कार्ट' })
    expect(within(dialog).getByText('भीमसेनी कपूर')).toBeInTheDocument()
    expect(within(dialog).queryByText('Bhimseni Camphor')).not.toBeInTheDocument()
    expect(within(dialog).getByText('पंचमुखी रुद्राक्ष ब्रेसलेट')).toBeInTheDocument()
    expect(within(dialog).queryByText('Unknown product')).not.toBeInTheDocument()
    expect(within(dialog).getByText('यह वस्तु अब उपलब्ध नहीं है')).toBeInTheDocument()
    expect(within(dialog).queryByText('₹0 प्रति नग')).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: /फिर से/ })).not.toBeInTheDocument()
    // Nothing of the gone and the sold-out lines can be bought: no quantity to change, a button to remove.
    expect(within(dialog).getAllByRole('group', { name: /मात्रा/ })).toHaveLength(1)
    const removes = within(dialog).getAllByRole('button', { name: 'कार्ट से हटाएँ' })
    expect(removes).toHaveLength(2)
    await userEvent.click(removes[0])
    expect(within(dialog).queryByText('Old Diya')).not.toBeInTheDocument()
  })
})
