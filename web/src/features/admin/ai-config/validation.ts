/** The AI service form's values and rules (spec section 5: AI service form). */
import { common } from '../../../i18n/en/common'
import { AI_CATEGORIES, type AiService, type AiServiceBody } from './api'
import { TEXT } from './texts'

export interface AiForm {
  name: string
  description: string
  nameHi: string
  descriptionHi: string
  endpoint: string
  category: string
  icon: string
  confidenceThreshold: string
}

export type AiErrors = Partial<Record<keyof AiForm, string>>

export const DEFAULT_THRESHOLD = 0.7
export const DEFAULT_ICON = '🤖'

export const EMPTY_AI: AiForm = {
  name: '',
  description: '',
  nameHi: '',
  descriptionHi: '',
  endpoint: '',
  category: '',
  icon: '',
  confidenceThreshold: String(DEFAULT_THRESHOLD),
}

export function formOf(service: AiService): AiForm {
  return {
    name: service.name,
    description: service.description,
    nameHi: service.nameHi ?? '',
    descriptionHi: service.descriptionHi ?? '',
    endpoint: service.endpoint,
    category: service.category,
    icon: service.icon,
    confidenceThreshold: String(service.confidenceThreshold),
  }
}

/** A path under /api/ on this server (the built-in services are answered in-process). */
const LOCAL_PATH = /^\/api\/[A-Za-z0-9/_-]+$/

/** An absolute http(s) address with a host and no spaces, or a path on this server, as the
 * server checks it. */
export function isEndpoint(text: string): boolean {
  if (LOCAL_PATH.test(text)) return true
  return isHttpUrl(text)
}

/** An absolute http(s) address with a host and no spaces, as the server checks it. */
function isHttpUrl(text: string): boolean {
  if (!text || /\s/.test(text)) return false
  try {
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** 0 to 1 in steps of 0.1, one decimal; anything else (empty, out of range, between steps,
 * not a number) falls back to 0.7, as the spec's form does. */
export function thresholdOf(raw: string): number {
  const value = raw.trim() === '' ? NaN : Number(raw)
  if (!Number.isFinite(value) || value < 0 || value > 1) return DEFAULT_THRESHOLD
  const tenths = value * 10
  if (Math.abs(tenths - Math.round(tenths)) > 1e-9) return DEFAULT_THRESHOLD
  return Math.round(tenths) / 10
}

const REQUIRED = ['name', 'description', 'endpoint', 'category'] as const

export function validateAi(form: AiForm): AiErrors {
  const errors: AiErrors = {}
  for (const field of REQUIRED) {
    if (!form[field].trim()) errors[field] = common.requiredFields
  }
  if (!errors.endpoint && !isEndpoint(form.endpoint.trim())) errors.endpoint = TEXT.endpointInvalid
  if (!errors.category && !(AI_CATEGORIES as readonly string[]).includes(form.category)) errors.category = common.requiredFields
  return errors
}

export function bodyOf(form: AiForm): AiServiceBody {
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    // Left empty, the Hindi interface shows the English.
    nameHi: form.nameHi.trim() || null,
    descriptionHi: form.descriptionHi.trim() || null,
    endpoint: form.endpoint.trim(),
    category: form.category,
    icon: form.icon.trim() || DEFAULT_ICON,
    confidenceThreshold: thresholdOf(form.confidenceThreshold),
  }
}
