/** The priest form's rules (spec section 5): required fields, e-mail, phone, numbers at least 0, time ranges. */
import { describe, expect, it } from 'vitest'
import { EMPTY_PRIEST, bodyOf, timeRange, validatePriest, type PriestForm } from './validation'

const valid: PriestForm = {
  ...EMPTY_PRIEST,
  name: 'Pandit Ravi',
  email: 'ravi@example.in',
  phone: '+91 98220 12345',
  experience: '12',
  address: 'Kothrud, Pune',
  city: 'Pune, Maharashtra',
  bio: 'Vedic rites.',
  pricePerHour: '500',
  languages: ['Marathi'],
  pujas: ['ganesh-puja'],
}

describe('validatePriest', () => {
  it('keeps the travel radius within the server\'s range', () => {
    const range = { min: 1, max: 500 }
    expect(validatePriest({ ...valid, travelRadiusKm: '0' }, range)).toEqual({ travelRadiusKm: 'Enter whole kilometres from 1 to 500' })
    expect(validatePriest({ ...valid, travelRadiusKm: '10000' }, range)).toEqual({ travelRadiusKm: 'Enter whole kilometres from 1 to 500' })
    expect(validatePriest({ ...valid, travelRadiusKm: '40' }, range)).toEqual({})
  })

  it('accepts a complete form', () => {
    expect(validatePriest(valid)).toEqual({})
  })

  it('requires name, e-mail, phone, experience, address, city, bio, price, a language and a puja', () => {
    expect(validatePriest(EMPTY_PRIEST)).toEqual({
      name: 'Please fill all required fields',
      email: 'Please fill all required fields',
      phone: 'Please fill all required fields',
      experience: 'Please fill all required fields',
      address: 'Please fill all required fields',
      city: 'Please fill all required fields',
      bio: 'Please fill all required fields',
      pricePerHour: 'Please fill all required fields',
      languages: 'Choose at least one language',
      pujas: 'Choose at least one puja',
    })
    expect(validatePriest({ ...valid, bio: '   ' })).toEqual({ bio: 'Please fill all required fields' })
  })

  it('checks the e-mail and the Indian mobile number', () => {
    expect(validatePriest({ ...valid, email: 'ravi@' })).toEqual({ email: 'Invalid email format' })
    expect(validatePriest({ ...valid, phone: '12345' })).toEqual({ phone: 'Phone number must be 10 digits' })
    expect(validatePriest({ ...valid, phone: '5822012345' })).toEqual({ phone: 'Invalid Indian mobile number format' })
  })

  it('wants experience and price per hour of at least 0, experience in whole years', () => {
    expect(validatePriest({ ...valid, experience: '-1' })).toEqual({ experience: 'Must be 0 or more' })
    expect(validatePriest({ ...valid, experience: '2.5' })).toEqual({ experience: 'Experience is a whole number of years' })
    expect(validatePriest({ ...valid, pricePerHour: '-10' })).toEqual({ pricePerHour: 'Must be 0 or more' })
    expect(validatePriest({ ...valid, experience: '0', pricePerHour: '0' })).toEqual({})
  })

  it('sends numbers and trimmed texts', () => {
    expect(bodyOf({ ...valid, name: '  Pandit Ravi ' })).toMatchObject({ name: 'Pandit Ravi', experience: 12, pricePerHour: 500 })
  })
})

describe('timeRange', () => {
  it('makes a range from two times, the start before the end, never twice', () => {
    expect(timeRange('06:00', '12:00', [])).toEqual({ range: '06:00-12:00' })
    expect(timeRange('12:00', '06:00', [])).toEqual({ error: 'The end time must be after the start time' })
    expect(timeRange('06:00', '', [])).toEqual({ error: 'Choose both a start and an end time' })
    expect(timeRange('06:00', '12:00', ['06:00-12:00'])).toEqual({ error: 'This time range is already listed' })
  })
})
