/** The pooja service form's values and rules (spec section 5: Pooja service form). */
import { common } from '../../../i18n/en/common'
import type { PujaService, PujaServiceBody } from './api'
import { TEXT } from './texts'

export interface ServiceForm {
  name: string
  category: string
  description: string
  price: string
  duration: string
  includes: string[]
  requirements: string[]
  samagriFamily: string[]
  samagriPriest: string[]
  nameHi: string
  durationHi: string
  descriptionHi: string
  includesHi: string[]
  requirementsHi: string[]
  samagriFamilyHi: string[]
  samagriPriestHi: string[]
  /** Its own picture (none: its category's drawing is shown). */
  image: string
}

export type ServiceErrors = Partial<Record<keyof ServiceForm, string>>

export const EMPTY_SERVICE: ServiceForm = {
  name: '',
  category: '',
  description: '',
  price: '',
  duration: '',
  includes: [],
  requirements: [],
  samagriFamily: [],
  samagriPriest: [],
  nameHi: '',
  durationHi: '',
  descriptionHi: '',
  includesHi: [],
  requirementsHi: [],
  samagriFamilyHi: [],
  samagriPriestHi: [],
  image: '',
}

export function formOf(service: PujaService): ServiceForm {
  return {
    name: service.name,
    category: service.category,
    description: service.description,
    price: String(service.price),
    duration: service.duration,
    includes: [...service.includes],
    requirements: [...service.requirements],
    samagriFamily: [...service.samagriFamily],
    samagriPriest: [...service.samagriPriest],
    nameHi: service.nameHi ?? '',
    durationHi: service.durationHi ?? '',
    descriptionHi: service.descriptionHi ?? '',
    includesHi: [...(service.includesHi ?? [])],
    requirementsHi: [...(service.requirementsHi ?? [])],
    samagriFamilyHi: [...(service.samagriFamilyHi ?? [])],
    samagriPriestHi: [...(service.samagriPriestHi ?? [])],
    image: service.image ?? '',
  }
}

const REQUIRED = ['name', 'category', 'description', 'price', 'duration'] as const

/** Every rule with its message at its field; empty when the form may be saved. A price is
 * refused rather than read as 0 (the server refuses it too: a typo must not make a puja free). */
export function validateService(form: ServiceForm, categories: readonly string[]): ServiceErrors {
  const errors: ServiceErrors = {}
  for (const field of REQUIRED) {
    if (!form[field].trim()) errors[field] = common.requiredFields
  }
  if (!errors.category && categories.length > 0 && !categories.includes(form.category)) errors.category = common.requiredFields
  if (!errors.price) {
    const price = Number(form.price)
    if (!Number.isFinite(price) || price < 0) errors.price = TEXT.minZero
  }
  return errors
}

export function bodyOf(form: ServiceForm): PujaServiceBody {
  return {
    name: form.name.trim(),
    category: form.category,
    description: form.description.trim(),
    price: Number(form.price),
    duration: form.duration.trim(),
    includes: form.includes,
    requirements: form.requirements,
    samagriFamily: form.samagriFamily,
    samagriPriest: form.samagriPriest,
    // Left empty (null), devotees who chose Hindi see the English; on an edit null clears the stored Hindi.
    nameHi: form.nameHi.trim() || null,
    durationHi: form.durationHi.trim() || null,
    descriptionHi: form.descriptionHi.trim() || null,
    includesHi: form.includesHi.length > 0 ? form.includesHi : null,
    requirementsHi: form.requirementsHi.length > 0 ? form.requirementsHi : null,
    samagriFamilyHi: form.samagriFamilyHi.length > 0 ? form.samagriFamilyHi : null,
    samagriPriestHi: form.samagriPriestHi.length > 0 ? form.samagriPriestHi : null,
    image: form.image || null,
  }
}
