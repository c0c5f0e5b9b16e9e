/** The priest form's values and rules (spec section 5: Priest form), checked before saving. */
import { common } from '../../../i18n/en/common'
import { isEmailAddress, phoneFault } from '../../../lib/validation'
import { WEEKDAYS, type Availability, type Priest, type PriestBody } from './api'
import { TEXT } from './texts'
import { commonText, fill } from '../ui/texts'

/** What the form holds while typing: numbers stay text until saved. */
export interface PriestForm {
  name: string
  email: string
  phone: string
  experience: string
  address: string
  bio: string
  pricePerHour: string
  specializations: string[]
  languages: string[]
  certifications: string[]
  availability: Availability
  isActive: boolean
  city: string
  travelRadiusKm: string
  pujas: string[]
  online: boolean
  verified: boolean
  daysOff: string[]
  photo: string
  nameHi: string
  cityHi: string
  bioHi: string
}

export type PriestErrors = Partial<Record<keyof PriestForm, string>>

export const emptyWeek = (): Availability => Object.fromEntries(WEEKDAYS.map((day) => [day, [] as string[]]))

export const EMPTY_PRIEST: PriestForm = {
  name: '',
  email: '',
  phone: '',
  experience: '',
  address: '',
  bio: '',
  pricePerHour: '',
  specializations: [],
  languages: [],
  certifications: [],
  availability: emptyWeek(),
  isActive: true,
  city: '',
  travelRadiusKm: '25',
  pujas: [],
  online: false,
  verified: false,
  daysOff: [],
  photo: '',
  nameHi: '',
  cityHi: '',
  bioHi: '',
}

export function formOf(priest: Priest): PriestForm {
  return {
    name: priest.name,
    email: priest.email,
    phone: priest.phone,
    experience: String(priest.experience),
    address: priest.address,
    bio: priest.bio,
    pricePerHour: String(priest.pricePerHour),
    specializations: [...priest.specializations],
    languages: [...priest.languages],
    certifications: [...priest.certifications],
    availability: { ...emptyWeek(), ...priest.availability },
    isActive: priest.isActive,
    city: priest.city,
    travelRadiusKm: String(priest.travelRadiusKm),
    pujas: [...priest.pujas],
    online: priest.online,
    verified: priest.verified,
    daysOff: [...priest.daysOff],
    photo: priest.photo ?? '',
    nameHi: priest.nameHi ?? '',
    cityHi: priest.cityHi ?? '',
    bioHi: priest.bioHi ?? '',
  }
}

const REQUIRED = ['name', 'email', 'phone', 'experience', 'address', 'city', 'bio', 'pricePerHour', 'travelRadiusKm'] as const

function numberError(raw: string, whole: boolean): string | undefined {
  const value = Number(raw)
  if (!Number.isFinite(value)) return TEXT.minZero
  if (value < 0) return TEXT.minZero
  if (whole && !Number.isInteger(value)) return TEXT.wholeYears
  return undefined
}

/** How far a priest may say they travel (the server's limits, from the site info). */
export interface RadiusRange {
  min: number
  max: number
}
const DEFAULT_RADIUS: RadiusRange = { min: 1, max: 500 }

function radiusError(raw: string, radius: RadiusRange): string | undefined {
  const value = Number(raw)
  if (!Number.isInteger(value) || value < radius.min || value > radius.max) return fill(TEXT.radiusRange, { min: radius.min, max: radius.max })
  return undefined
}

/** Every rule, each message at the field it concerns; empty when the form may be saved. */
export function validatePriest(form: PriestForm, radius: RadiusRange = DEFAULT_RADIUS): PriestErrors {
  const errors: PriestErrors = {}
  for (const field of REQUIRED) {
    if (!form[field].trim()) errors[field] = common.requiredFields
  }
  if (!errors.email && !isEmailAddress(form.email)) errors.email = common.emailFormat
  if (!errors.phone) {
    const fault = phoneFault(form.phone)
    if (fault === 'digits') errors.phone = commonText('phoneDigits')
    else if (fault === 'format') errors.phone = common.phoneFormat
  }
  if (!errors.experience) errors.experience = numberError(form.experience, true)
  if (!errors.pricePerHour) errors.pricePerHour = numberError(form.pricePerHour, false)
  if (!errors.travelRadiusKm) errors.travelRadiusKm = radiusError(form.travelRadiusKm, radius)
  if (form.languages.length === 0) errors.languages = TEXT.chooseLanguage
  if (form.pujas.length === 0) errors.pujas = TEXT.choosePuja
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as PriestErrors
}

export function bodyOf(form: PriestForm): PriestBody {
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    experience: Number(form.experience),
    address: form.address.trim(),
    bio: form.bio.trim(),
    pricePerHour: Number(form.pricePerHour),
    specializations: form.specializations,
    // Ticked from the server's own list (site info priestLanguages); it checks them again.
    languages: form.languages as PriestBody['languages'],
    certifications: form.certifications,
    availability: form.availability,
    isActive: form.isActive,
    city: form.city.trim(),
    travelRadiusKm: Number(form.travelRadiusKm),
    pujas: form.pujas,
    online: form.online,
    verified: form.verified,
    daysOff: form.daysOff,
    photo: form.photo || null,
    nameHi: form.nameHi.trim() || null,
    cityHi: form.cityHi.trim() || null,
    bioHi: form.bioHi.trim() || null,
  }
}

/** "06:00-12:00" from two <input type=time> values, or why it cannot be added to `existing`. */
export function timeRange(from: string, to: string, existing: string[]): { range: string } | { error: string } {
  if (!from || !to) return { error: TEXT.rangeIncomplete }
  if (from >= to) return { error: TEXT.rangeOrder }
  const range = `${from}-${to}`
  return existing.includes(range) ? { error: TEXT.rangeDuplicate } : { range }
}
