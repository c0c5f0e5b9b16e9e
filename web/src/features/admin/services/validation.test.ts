/** The pooja service form's rules (spec section 5): required fields, a category from the list, price at least 0. */
import { describe, expect, it } from 'vitest'
import { EMPTY_SERVICE, bodyOf, validateService, type ServiceForm } from './validation'

const CATEGORIES = ['Ganesha', 'Vastu']
const valid: ServiceForm = { ...EMPTY_SERVICE, name: 'Vastu Shanti', category: 'Vastu', description: 'Peace for a new home.', price: '5100', duration: '3-4 hours' }

describe('validateService', () => {
  it('accepts a complete form, price 0 included', () => {
    expect(validateService(valid, CATEGORIES)).toEqual({})
    expect(validateService({ ...valid, price: '0' }, CATEGORIES)).toEqual({})
  })

  it('requires name, category, description, price and duration', () => {
    expect(validateService(EMPTY_SERVICE, CATEGORIES)).toEqual({
      name: 'Please fill all required fields',
      category: 'Please fill all required fields',
      description: 'Please fill all required fields',
      price: 'Please fill all required fields',
      duration: 'Please fill all required fields',
    })
  })

  it('takes the category only from the list, never All', () => {
    expect(validateService({ ...valid, category: 'All' }, CATEGORIES)).toEqual({ category: 'Please fill all required fields' })
  })

  it('wants a price of at least 0', () => {
    expect(validateService({ ...valid, price: '-1' }, CATEGORIES)).toEqual({ price: 'Price must be 0 or more' })
    expect(validateService({ ...valid, price: 'abc' }, CATEGORIES)).toEqual({ price: 'Price must be 0 or more' })
  })

  it('sends the price as a number and the texts trimmed', () => {
    expect(bodyOf({ ...valid, name: ' Vastu Shanti ', price: '5100.50' })).toMatchObject({ name: 'Vastu Shanti', price: 5100.5 })
  })

  it('sends the Hindi trimmed, and null for each Hindi field or list left empty', () => {
    expect(bodyOf(valid)).toMatchObject({ nameHi: null, durationHi: null, descriptionHi: null, includesHi: null, requirementsHi: null })
    expect(bodyOf({ ...valid, nameHi: ' वास्तु शांति ', durationHi: '   ', includesHi: ['हवन'] })).toMatchObject({ nameHi: 'वास्तु शांति', durationHi: null, includesHi: ['हवन'], requirementsHi: null })
  })
})
