/** Money as devotees read it: whole rupees bare, paise always with two digits. */
import { describe, expect, it } from 'vitest'
import { formatINR } from './format'

describe('formatINR', () => {
  it.each([
    [2299, '₹2,299'],
    [0, '₹0'],
    [1149.5, '₹1,149.50'],
    [1149.05, '₹1,149.05'],
    [99.999, '₹100'],
    [150000, '₹1,50,000'],
    [0.5, '₹0.50'],
  ])('%s is %s', (amount, text) => {
    expect(formatINR(amount)).toBe(text)
  })
})
