/** Pure rules of the three forms (spec section 5 and the server's checks in api/admin/temples). */
import { common } from '../../../i18n/en/common'
import { siteLimits } from '../../../lib/site'
import { isEmailAddress, phoneFault } from '../../../lib/validation'
import type { AdminInput, Permissions, ServiceInput, TempleAdmin, TempleDetail, TempleInput, TempleService } from './api'
import { commonText } from '../ui/texts'
import { text } from './texts'

export type Errors = Record<string, string>

const CLOCK = /^(\d{1,2}):(\d{2})\s*([AaPp][Mm])$/

/** Hourly quick-add slots, 6:00 AM to 9:00 PM (spec section 5). */
export const QUICK_SLOTS: string[] = Array.from({ length: 16 }, (_, i) => clockLabel(6 + i, 0))

function clockLabel(hour24: number, minute: number): string {
  const hour = hour24 % 12 || 12
  return `${hour}:${String(minute).padStart(2, '0')} ${hour24 < 12 ? 'AM' : 'PM'}`
}

/** '9:00 am' or '09:00AM' -> '9:00 AM'; undefined when it is not a 12-hour clock time. */
export function canonicalSlot(raw: string): string | undefined {
  const match = CLOCK.exec(raw.trim())
  if (!match) return undefined
  const [hour, minute, half] = [Number(match[1]), Number(match[2]), match[3].toUpperCase()]
  if (hour < 1 || hour > 12 || minute > 59) return undefined
  return clockLabel((hour % 12) + (half === 'PM' ? 12 : 0), minute)
}

/** The spec's form: a non-numeric latitude or longitude becomes 0. */
export function coordinate(raw: string): number {
  // Decimal numbers only, as the server reads them: not '0x10', not 'Infinity'.
  const value = raw.trim()
  return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(value) && Number.isFinite(Number(value)) ? Number(value) : 0
}

export function isPhotoUrl(raw: string): boolean {
  if (/^\/media\/[^\s?#]+$/.test(raw)) return true // a picture uploaded here (the server checks its name)
  try {
    const url = new URL(raw)
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.host && !raw.includes(' ')
  } catch {
    return false
  }
}

const blank = (value: string) => value.trim() === ''

/** A Hindi field as sent: trimmed, or null when left empty (devotees who chose Hindi then see the
 * English; on an edit null clears the stored Hindi). */
const hindi = (value: string): string | null => value.trim() || null

// ---- Temple ----

export interface TempleForm {
  name: string
  address: string
  description: string
  latitude: string
  longitude: string
  photos: string[]
  /** The Hindi of name, address and description; each optional. */
  nameHi: string
  addressHi: string
  descriptionHi: string
}

export const EMPTY_TEMPLE: TempleForm = { name: '', address: '', description: '', latitude: '0', longitude: '0', photos: [], nameHi: '', addressHi: '', descriptionHi: '' }

export function templeForm(temple: TempleDetail): TempleForm {
  const { name, address, description, coordinates, photos } = temple
  return {
    name,
    address,
    description,
    latitude: String(coordinates.latitude),
    longitude: String(coordinates.longitude),
    photos: [...photos],
    nameHi: temple.nameHi ?? '',
    addressHi: temple.addressHi ?? '',
    descriptionHi: temple.descriptionHi ?? '',
  }
}

export function checkTemple(form: TempleForm): Errors {
  const errors: Errors = {}
  for (const field of ['name', 'address', 'description'] as const) if (blank(form[field])) errors[field] = common.requiredFields
  if (Math.abs(coordinate(form.latitude)) > 90) errors.latitude = text('latitudeRange')
  if (Math.abs(coordinate(form.longitude)) > 180) errors.longitude = text('longitudeRange')
  if (form.photos.some((url) => !isPhotoUrl(url))) errors.photos = text('photoUrlRule')
  return errors
}

export function templeInput(form: TempleForm): TempleInput {
  return {
    name: form.name.trim(),
    address: form.address.trim(),
    description: form.description.trim(),
    latitude: coordinate(form.latitude),
    longitude: coordinate(form.longitude),
    photos: form.photos,
    nameHi: hindi(form.nameHi),
    addressHi: hindi(form.addressHi),
    descriptionHi: hindi(form.descriptionHi),
  }
}

// ---- Temple service ----

export interface ServiceForm {
  name: string
  description: string
  price: string
  duration: string
  timeSlots: string[]
  /** Bookings per time slot; empty: no limit. */
  slotCapacity: string
  /** The temple sends this pooja's prasad to devotees' homes (the booking form asks for an address). */
  shipsPrasad: boolean
  isActive: boolean
  /** The Hindi of name, description and duration; each optional. */
  nameHi: string
  descriptionHi: string
  durationHi: string
}

export const EMPTY_SERVICE: ServiceForm = { name: '', description: '', price: '', duration: '', timeSlots: [], slotCapacity: '', shipsPrasad: false, isActive: true, nameHi: '', descriptionHi: '', durationHi: '' }

export function serviceForm(service: TempleService): ServiceForm {
  const { name, description, price, duration, timeSlots, slotCapacity, shipsPrasad, isActive } = service
  return {
    name,
    description,
    price: String(price),
    duration,
    timeSlots: [...timeSlots],
    slotCapacity: slotCapacity == null ? '' : String(slotCapacity),
    shipsPrasad,
    isActive,
    nameHi: service.nameHi ?? '',
    descriptionHi: service.descriptionHi ?? '',
    durationHi: service.durationHi ?? '',
  }
}

/** Bookings per time slot: empty for no limit, else a whole number from 1 (as the server checks). */
export function capacityProblem(raw: string): string | undefined {
  if (blank(raw)) return undefined
  const value = Number(raw.trim())
  const max = siteLimits()?.maxSlotCapacity ?? Number.POSITIVE_INFINITY
  return Number.isInteger(value) && value >= 1 && value <= max ? undefined : text('capacityRule')
}

/** Price: required, a whole number of rupees, at least 0 (and at most what one payment may be). */
export function priceProblem(raw: string): string | undefined {
  if (blank(raw)) return common.requiredFields
  const value = Number(raw.trim())
  const max = siteLimits()?.maxAmount ?? Number.POSITIVE_INFINITY
  return Number.isInteger(value) && value >= 0 && value <= max ? undefined : text('priceRule')
}

export function checkService(form: ServiceForm): Errors {
  const errors: Errors = {}
  for (const field of ['name', 'description'] as const) if (blank(form[field])) errors[field] = common.requiredFields
  const price = priceProblem(form.price)
  if (price) errors.price = price
  const wrong = form.timeSlots.find((slot) => !canonicalSlot(slot))
  if (wrong !== undefined) errors.timeSlots = text('slotRule', { slot: wrong })
  const capacity = capacityProblem(form.slotCapacity)
  if (capacity) errors.slotCapacity = capacity
  return errors
}

export function serviceInput(form: ServiceForm): ServiceInput {
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    price: Number(form.price.trim()),
    duration: form.duration.trim(),
    timeSlots: form.timeSlots.map((slot) => canonicalSlot(slot) ?? slot),
    slotCapacity: blank(form.slotCapacity) ? null : Number(form.slotCapacity.trim()),
    shipsPrasad: form.shipsPrasad,
    isActive: form.isActive,
    nameHi: hindi(form.nameHi),
    descriptionHi: hindi(form.descriptionHi),
    durationHi: hindi(form.durationHi),
  }
}

// ---- Temple admin ----

export interface AdminForm {
  adminName: string
  adminEmail: string
  adminPhone: string
  username: string
  password: string
  permissions: Permissions
  isActive: boolean
}

/** Spec section 5 defaults: manageServices, manageBookings, viewReports on; manageTimings off; active. */
export const DEFAULT_PERMISSIONS: Permissions = { manageServices: true, manageBookings: true, viewReports: true, manageTimings: false }
export const EMPTY_ADMIN: AdminForm = { adminName: '', adminEmail: '', adminPhone: '', username: '', password: '', permissions: DEFAULT_PERMISSIONS, isActive: true }

export function adminForm(admin: TempleAdmin): AdminForm {
  const { adminName, adminEmail, adminPhone, username, permissions, isActive } = admin
  return { adminName, adminEmail, adminPhone, username, password: '', permissions: { ...DEFAULT_PERMISSIONS, ...permissions }, isActive }
}

/** Every field is required on create; on edit an empty password keeps the stored one. */
export function checkAdmin(form: AdminForm, editing: boolean): Errors {
  const errors: Errors = {}
  for (const field of ['adminName', 'adminEmail', 'adminPhone', 'username'] as const) if (blank(form[field])) errors[field] = common.requiredFields
  if (!errors.adminEmail && !isEmailAddress(form.adminEmail)) errors.adminEmail = common.emailFormat
  if (!errors.adminPhone) {
    const fault = phoneFault(form.adminPhone)
    if (fault === 'digits') errors.adminPhone = commonText('phoneDigits')
    else if (fault === 'format') errors.adminPhone = common.phoneFormat
  }
  // The username and password rules are the server's (GET /api/site); until they arrive, the server alone checks them.
  const limits = siteLimits()
  if (!errors.username && limits && !new RegExp(limits.usernamePattern).test(form.username)) errors.username = text('usernameRule')
  if (form.password === '' && !editing) errors.password = common.requiredFields
  else if (limits && form.password !== '' && (form.password.length < limits.minPasswordLength || form.password.length > limits.maxPasswordLength)) errors.password = text('passwordLength')
  return errors
}

export function adminInput(form: AdminForm): AdminInput {
  return {
    adminName: form.adminName.trim(),
    adminEmail: form.adminEmail.trim(),
    adminPhone: form.adminPhone.trim(),
    username: form.username.trim().toLowerCase(),
    password: form.password,
    permissions: form.permissions,
    isActive: form.isActive,
  }
}

/** The server names list entries 'timeSlots[1]' and nested ones 'permissions.x': show them at the list or group. */
export function fieldOf(path: string): string {
  return path.split(/[[.]/, 1)[0]
}

/** The server's per-field messages keyed by the form's field names (the first message per field). */
export function serverErrors(fields: Record<string, string>): Errors {
  const errors: Errors = {}
  for (const [path, message] of Object.entries(fields)) {
    const field = fieldOf(path)
    if (!(field in errors)) errors[field] = message
  }
  return errors
}

/** How the three forms save (useFormSave): the server's messages at the fields it names, and
 * "Please correct the highlighted fields" above them whenever a field has one. */
export const SAVING = { fromServer: serverErrors, summary: 'always' } as const
