import { describe, expect, it } from 'vitest'
import { EMPTY_CATEGORY, EMPTY_PRODUCT, checkCategory, checkProduct, fieldsFromServer } from './productForm'

const valid = { ...EMPTY_PRODUCT, name: 'Mala', category: 'Rudraksha', description: 'Beads', price: '1299', stockQuantity: '10', sku: 'RDK-1' }

describe('product form rules (spec section 5)', () => {
  it('asks for every required field, the category included', () => {
    const { errors, body } = checkProduct(EMPTY_PRODUCT)
    expect(body).toBeUndefined()
    expect(Object.keys(errors).sort()).toEqual(['category', 'description', 'name', 'price', 'sku', 'stockQuantity'])
    expect(errors.category).toBe('Please fill all required fields')
  })

  it('refuses negative or non-numeric prices and stock', () => {
    expect(checkProduct({ ...valid, price: '-5' }).errors.price).toBe('Must be 0 or more')
    expect(checkProduct({ ...valid, price: 'abc' }).errors.price).toBe('Must be a number')
    expect(checkProduct({ ...valid, price: '250000' }).errors.price).toBe('Maximum amount is ₹200,000')
    expect(checkProduct({ ...valid, stockQuantity: '-1' }).errors.stockQuantity).toBe('Must be 0 or more')
    expect(checkProduct({ ...valid, stockQuantity: '1.5' }).errors.stockQuantity).toBe('Must be a whole number')
    expect(checkProduct({ ...valid, originalPrice: '-1' }).errors.originalPrice).toBe('Must be 0 or more')
  })

  it('accepts 0 as a price and stock, drops an original price of 0, and dedupes lists', () => {
    const { errors, body } = checkProduct({ ...valid, price: '0', stockQuantity: '0', originalPrice: '0', images: ['📿', ' 📿 ', ''], tags: ['a', 'a'] })
    expect(errors).toEqual({})
    expect(body).toMatchObject({ price: 0, stockQuantity: 0, originalPrice: null, images: ['📿'], tags: ['a'] })
    expect(checkProduct({ ...valid, originalPrice: '1599' }).body?.originalPrice).toBe(1599)
  })

  it('needs a category name and description, not an image', () => {
    expect(checkCategory({ ...EMPTY_CATEGORY, name: ' ', description: '' }).errors).toEqual({ name: 'Please fill all required fields', description: 'Please fill all required fields' })
    expect(checkCategory({ ...EMPTY_CATEGORY, name: 'Yantra', description: 'Copper yantras', image: ' ' }).body).toEqual({ name: 'Yantra', description: 'Copper yantras', image: null, isActive: true, nameHi: null, descriptionHi: null })
  })

  it('sends the Hindi trimmed, and null for a Hindi field left empty', () => {
    expect(checkProduct({ ...valid, nameHi: ' रुद्राक्ष माला ', descriptionHi: '  ' }).body).toMatchObject({ nameHi: 'रुद्राक्ष माला', descriptionHi: null })
    expect(checkCategory({ ...EMPTY_CATEGORY, name: 'Yantra', description: 'Copper yantras', descriptionHi: 'तांबे के यंत्र' }).body).toMatchObject({ nameHi: null, descriptionHi: 'तांबे के यंत्र' })
  })

  it('puts server messages on the fields they name', () => {
    expect(fieldsFromServer({ 'images[1]': 'too long', sku: 'taken', other: 'x' }, ['images', 'sku'] as const)).toEqual({ images: 'too long', sku: 'taken' })
  })
})
