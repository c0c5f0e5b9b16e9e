/** The delivery address in its parts, as the store's cart, a temple pooja's prasad and the back
 * office edit it: its fields, its checks before sending, its body, and the server's refusals. */
import type { Language, MessageKey, Translate } from '../i18n/context'
import { common } from '../i18n/en/common'
import { describeFieldErrors } from '../i18n/errors'
import { ApiError } from './api'
import type { SiteInfo } from './site'
import { isPinCode } from './validation'
import type { Schema } from './wire'

/** The parts as a form holds them (text as typed); the server's DeliveryAddress once sent. */
export type AddressParts = Required<Schema<'DeliveryAddress'>>
export type AddressField = keyof AddressParts

export const NO_ADDRESS: AddressParts = { houseAndStreet: '', landmark: '', city: '', state: '', pinCode: '' }
const REQUIRED_PARTS: AddressField[] = ['houseAndStreet', 'city', 'state', 'pinCode']

/** The spec's required-fields message at each part left empty, and the PIN rule at a PIN that
 * breaks it (as text keys); the rest (the PIN's state, the city's) is the server's to say. */
export function addressProblems(parts: AddressParts): Partial<Record<AddressField, MessageKey>> {
  const problems: Partial<Record<AddressField, MessageKey>> = {}
  for (const field of REQUIRED_PARTS) if (!parts[field].trim()) problems[field] = 'common.requiredFields'
  if (!problems.pinCode && !isPinCode(parts.pinCode)) problems.pinCode = 'common.pinRule'
  return problems
}

/** The parts as sent: trimmed, the PIN without the spaces people write in it. */
export function addressBody(parts: AddressParts): AddressParts {
  return {
    houseAndStreet: parts.houseAndStreet.trim(),
    landmark: parts.landmark.trim(),
    city: parts.city.trim(),
    state: parts.state,
    pinCode: parts.pinCode.replace(/\s+/g, ''),
  }
}

/** The server names an address part as deliveryAddress.pinCode; a form's field is pinCode. */
export function addressPartErrors(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field.replace(/^deliveryAddress\./, ''), message]))
}

// The server's refusals that name states ("PIN code 110001 is in Delhi, not in Maharashtra"):
// read with the English catalogue's text as a pattern, said again with the states in the
// devotee's language.
const NAMING_STATES = ['pinElsewhere', 'cityElsewhere'] as const
const STATE_SLOTS = ['state', 'chosen']

function pattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
  return new RegExp(`^${escaped.replace(/\\?\{(\w+)\\?\}/g, '(?<$1>.+?)')}$`)
}

const PATTERNS = NAMING_STATES.map((name) => ({ key: `common.${name}` as MessageKey, regex: pattern(common[name]) }))

type States = SiteInfo['states']

/** One state, or two joined (a PIN on a border), in `language`: the site's list has each name in Hindi. */
function statesIn(t: Translate, language: Language, states: States, english: string): string {
  if (language === 'en') return english
  const hindi = new Map(states.map((state) => [state.name, state.nameHi]))
  return english
    .split(common.statesOr)
    .map((name) => hindi.get(name) ?? name)
    .join(t('common.statesOr'))
}

/** One of the server's texts about an address in the devotee's language, the states it names
 * included; undefined when it is none of those that name states. */
export function describeAddressText(t: Translate, language: Language, states: States, text: string): string | undefined {
  for (const { key, regex } of PATTERNS) {
    const groups = regex.exec(text)?.groups
    if (!groups) continue
    const vars = { ...groups }
    for (const slot of STATE_SLOTS) if (vars[slot]) vars[slot] = statesIn(t, language, states, vars[slot])
    return t(key, vars) // the first that fits: a city's pattern would also read a PIN's text
  }
  return undefined
}

/** The server's refusals of an address, by form field, in the devotee's language: fixed texts
 * through the catalogue, and those that name states with each state named in that language. */
export function describeAddressErrors(t: Translate, language: Language, states: States, error: unknown): Record<string, string> {
  const described = describeFieldErrors(t, error)
  if (error instanceof ApiError) {
    for (const [field, message] of Object.entries(error.fields)) described[field] = describeAddressText(t, language, states, message) ?? described[field]
  }
  return addressPartErrors(described)
}
