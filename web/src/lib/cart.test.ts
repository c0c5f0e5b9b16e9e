/** The device's cart as the assistant reads and changes it. */
import { beforeEach, describe, expect, it } from 'vitest'
import { addToCart, cartQuantities, setCartQuantities } from './cart'

beforeEach(() => localStorage.clear())

describe('the device cart', () => {
  it('reads as product and quantity, and a line set to 0 leaves it', () => {
    addToCart([
      { productId: 'mala', productName: 'Rudraksha Mala', price: 1299, quantity: 2, stock: 10 },
      { productId: 'diya', productName: 'Diya', price: 99, quantity: 1, stock: 3 },
    ])
    expect(cartQuantities()).toEqual([
      { productId: 'mala', quantity: 2 },
      { productId: 'diya', quantity: 1 },
    ])
    setCartQuantities([{ productId: 'mala', quantity: 0 }, { productId: 'diya', quantity: 5 }])
    expect(cartQuantities()).toEqual([{ productId: 'diya', quantity: 3 }]) // no more than in stock
  })
})
