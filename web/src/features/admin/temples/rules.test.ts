/** The forms' rules (spec section 5): required fields, coordinates, price, time slots, admin fields and defaults. */
import { describe, expect, it } from 'vitest'
import { EMPTY_ADMIN, EMPTY_SERVICE, EMPTY_TEMPLE, QUICK_SLOTS, adminInput, canonicalSlot, checkAdmin, checkService, checkTemple, coordinate, serverErrors, serviceForm, serviceInput, templeForm, templeInput } from './rules'
import { detail, service } from './testing'

const REQUIRED = 'Please fill all required fields'

describe('temple form rules', () => {
  it('requires name, address and description', () => {
    expect(checkTemple(EMPTY_TEMPLE)).toEqual({ name: REQUIRED, address: REQUIRED, description: REQUIRED })
    expect(checkTemple({ ...EMPTY_TEMPLE, name: 'A', address: 'B', description: '   ' })).toEqual({ description: REQUIRED })
  })

  it('turns a non-numeric latitude or longitude into 0, and checks the range of numbers', () => {
    expect(coordinate('abc')).toBe(0)
    expect(coordinate('')).toBe(0)
    expect(coordinate('0x10')).toBe(0)
    expect(coordinate('-12.5')).toBe(-12.5)
    expect(coordinate(' 18.52 ')).toBe(18.52)
    const form = { ...EMPTY_TEMPLE, name: 'A', address: 'B', description: 'C', latitude: 'north', longitude: '73.8' }
    expect(checkTemple(form)).toEqual({})
    expect(templeInput(form)).toMatchObject({ latitude: 0, longitude: 73.8 })
    expect(checkTemple({ ...form, latitude: '91', longitude: '-181' })).toEqual({ latitude: 'Latitude must be between -90 and 90', longitude: 'Longitude must be between -180 and 180' })
  })

  it('accepts only web addresses as photos', () => {
    const form = { ...EMPTY_TEMPLE, name: 'A', address: 'B', description: 'C' }
    expect(checkTemple({ ...form, photos: ['https://example.com/a.jpg'] })).toEqual({})
    expect(checkTemple({ ...form, photos: ['ftp://example.com/a.jpg'] }).photos).toBe('Each photo must be a web address starting with http:// or https://')
  })

  it('reads the stored Hindi into the form and sends it trimmed, an empty one as null', () => {
    const form = templeForm(detail(1, { nameHi: 'मंदिर 1', addressHi: null, descriptionHi: 'विवरण' }))
    expect(form).toMatchObject({ nameHi: 'मंदिर 1', addressHi: '', descriptionHi: 'विवरण' })
    expect(templeInput({ ...form, nameHi: ' श्री मंदिर ', descriptionHi: '  ' })).toMatchObject({ nameHi: 'श्री मंदिर', addressHi: null, descriptionHi: null })
  })
})

describe('temple service form rules', () => {
  const filled = { ...EMPTY_SERVICE, name: 'Aarti', description: 'Evening aarti', price: '251' }

  it('requires name, description and price; duration is optional', () => {
    expect(checkService(EMPTY_SERVICE)).toEqual({ name: REQUIRED, description: REQUIRED, price: REQUIRED })
    expect(checkService(filled)).toEqual({})
  })

  it('wants the price in whole rupees, at least 0', () => {
    const rule = 'Price must be a whole number of rupees from 0 to 200000'
    for (const bad of ['12.5', '-1', 'abc', '200001']) expect(checkService({ ...filled, price: bad }).price).toBe(rule)
    for (const good of ['0', '1100', '200000']) expect(checkService({ ...filled, price: good }).price).toBeUndefined()
    expect(serviceInput({ ...filled, price: ' 1100 ' }).price).toBe(1100)
  })

  it('takes bookings per time slot as a whole number from 1, or empty for no limit', () => {
    const rule = 'Bookings per time slot must be a whole number from 1 to 10000, or empty for no limit'
    for (const bad of ['0', '-3', '2.5', 'many', '10001']) expect(checkService({ ...filled, slotCapacity: bad }).slotCapacity).toBe(rule)
    for (const good of ['', '  ', '1', '25', '10000']) expect(checkService({ ...filled, slotCapacity: good }).slotCapacity).toBeUndefined()
    expect(serviceInput({ ...filled, slotCapacity: ' 25 ' }).slotCapacity).toBe(25)
    expect(serviceInput({ ...filled, slotCapacity: '' }).slotCapacity).toBeNull()
    const stored = { id: 's', templeId: 't', name: 'A', description: 'B', price: 1, duration: '', timeSlots: [], shipsPrasad: false, nameHi: null, descriptionHi: null, durationHi: null, isActive: true, createdAt: '', updatedAt: '' }
    expect(serviceForm({ ...stored, slotCapacity: 8 }).slotCapacity).toBe('8')
    expect(serviceForm({ ...stored, slotCapacity: null }).slotCapacity).toBe('')
  })

  it('reads the stored Hindi into the form and sends it trimmed, an empty one as null', () => {
    const form = serviceForm(service(1, { nameHi: 'आरती', descriptionHi: null, durationHi: '30 मिनट' }))
    expect(form).toMatchObject({ nameHi: 'आरती', descriptionHi: '', durationHi: '30 मिनट' })
    expect(serviceInput({ ...form, nameHi: ' संध्या आरती ' })).toMatchObject({ nameHi: 'संध्या आरती', descriptionHi: null, durationHi: '30 मिनट' })
  })

  it('reads time slots as clock times, written one way', () => {
    expect(canonicalSlot('9:00 am')).toBe('9:00 AM')
    expect(canonicalSlot('09:30PM')).toBe('9:30 PM')
    expect(canonicalSlot('12:00 pm')).toBe('12:00 PM')
    expect(canonicalSlot('13:00 PM')).toBeUndefined()
    expect(canonicalSlot('morning')).toBeUndefined()
    expect(checkService({ ...filled, timeSlots: ['9:00 AM', 'dawn'] }).timeSlots).toBe('Time slot "dawn" is not a clock time like 9:00 AM')
    expect(serviceInput({ ...filled, timeSlots: ['7:00 am'] }).timeSlots).toEqual(['7:00 AM'])
  })

  it('offers hourly quick-add slots from 6:00 AM to 9:00 PM', () => {
    expect(QUICK_SLOTS).toHaveLength(16)
    expect(QUICK_SLOTS[0]).toBe('6:00 AM')
    expect(QUICK_SLOTS).toContain('12:00 PM')
    expect(QUICK_SLOTS.at(-1)).toBe('9:00 PM')
  })
})

describe('temple admin form rules', () => {
  const filled = { ...EMPTY_ADMIN, adminName: 'Omkar', adminEmail: 'omkar@example.com', adminPhone: '98765 43210', username: 'Omkar.J', password: 'secret-pass' }

  it('requires every field, the password only when adding', () => {
    expect(checkAdmin(EMPTY_ADMIN, false)).toEqual({ adminName: REQUIRED, adminEmail: REQUIRED, adminPhone: REQUIRED, username: REQUIRED, password: REQUIRED })
    expect(checkAdmin({ ...filled, password: '' }, true)).toEqual({})
    expect(checkAdmin(filled, false)).toEqual({})
  })

  it("checks e-mail, phone, username and the server's password length", () => {
    expect(checkAdmin({ ...filled, adminEmail: 'omkar@' }, false).adminEmail).toBe('Invalid email format')
    expect(checkAdmin({ ...filled, adminPhone: '98765' }, false).adminPhone).toBe('Phone number must be 10 digits')
    expect(checkAdmin({ ...filled, adminPhone: '5876543210' }, false).adminPhone).toBe('Invalid Indian mobile number format')
    expect(checkAdmin({ ...filled, username: 'a b' }, false).username).toMatch(/^Username must be 3 to 60 characters/)
    expect(checkAdmin({ ...filled, password: 'short' }, false).password).toBe('Password must be 8 to 128 characters long')
    expect(checkAdmin({ ...filled, password: 'short' }, true).password).toBe('Password must be 8 to 128 characters long')
  })

  it('defaults the permissions as the spec says, and sends the username in lower case', () => {
    expect(EMPTY_ADMIN.permissions).toEqual({ manageServices: true, manageBookings: true, viewReports: true, manageTimings: false })
    expect(EMPTY_ADMIN.isActive).toBe(true)
    expect(adminInput(filled).username).toBe('omkar.j')
  })
})

it("puts the server's messages for list entries and nested fields at the list or group", () => {
  expect(serverErrors({ 'timeSlots[1]': 'bad slot', 'permissions.manageBookings': 'bad', name: 'taken', 'timeSlots[2]': 'other' })).toEqual({ timeSlots: 'bad slot', permissions: 'bad', name: 'taken' })
})
