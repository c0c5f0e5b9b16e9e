/** The sankalp a booking carries (api/common/sankalp.py): the form's draft of it, the body it
 * sends, the checks made before sending (the server's limits, from the site info), and the last
 * one given on this device, offered again at the next booking. */
import type { MessageKey, Vars } from '../../i18n/context'
import { load, remove, save } from '../../lib/storage'
import type { Schema } from '../../lib/wire'

export type SankalpIn = Schema<'SankalpIn'>
export type SankalpRead = Schema<'SankalpRead'>
export type SankalpChoices = Schema<'SankalpChoices'>

export interface SankalpDraft {
  gotra: string
  /** 'nakshatra:Rohini', 'rashi:Taurus', or '' for "Don't know". */
  star: string
  /** The names as typed, separated by commas. */
  names: string
}

export const EMPTY_SANKALP: SankalpDraft = { gotra: '', star: '', names: '' }

/** Saved under draft., so the profile's "Forget my details" forgets it with the other forms. */
const LAST_SANKALP = 'draft.sankalp.last'

export function splitNames(names: string): string[] {
  return names
    .split(/[,;\n]/)
    .map((name) => name.trim())
    .filter(Boolean)
}

/** The body's sankalp; null when nothing was given. */
export function sankalpBody(draft: SankalpDraft): SankalpIn | null {
  const [kind, value] = draft.star.split(':', 2)
  const body: SankalpIn = {
    gotra: draft.gotra.trim() || null,
    nakshatra: kind === 'nakshatra' ? value : null,
    rashi: kind === 'rashi' ? value : null,
    names: splitNames(draft.names),
  }
  return body.gotra || body.nakshatra || body.rashi || body.names?.length ? body : null
}

/** What is wrong with it by the server's limits (none known yet: nothing). */
export function sankalpProblem(draft: SankalpDraft, choices?: SankalpChoices): { key: MessageKey; vars: Vars } | undefined {
  if (!choices) return undefined
  const names = splitNames(draft.names)
  if (names.length > choices.maxNames) return { key: 'common.sankalpTooManyNames', vars: { max: choices.maxNames } }
  if (names.some((name) => name.length > choices.maxNameChars)) return { key: 'common.sankalpNameTooLong', vars: { max: choices.maxNameChars } }
  return undefined
}

/** The sankalp given at the last booking made on this device, if any. */
export function lastSankalp(): SankalpDraft {
  return { ...EMPTY_SANKALP, ...(load<Partial<SankalpDraft>>(LAST_SANKALP) ?? {}) }
}

/** Keep what was booked with for the next booking (an emptied one is forgotten). */
export function rememberSankalp(draft: SankalpDraft): void {
  if (sankalpBody(draft)) save(LAST_SANKALP, { gotra: draft.gotra, star: draft.star, names: draft.names }, 365)
  else remove(LAST_SANKALP)
}

/** A wire field the server named, when it is the sankalp's ('sankalp.names[0]'). */
export const isSankalpField = (wire: string) => wire === 'sankalp' || wire.startsWith('sankalp.')

/** The star's name in the language shown, from the site's choices (else its identifier). */
export function starName(kind: 'nakshatra' | 'rashi', value: string, hindi: boolean, choices?: SankalpChoices): string {
  const found = (kind === 'nakshatra' ? choices?.nakshatras : choices?.rashis)?.find((star) => star.value === value)
  if (!found) return value
  return hindi ? found.nameHi : found.name
}

/** "Kashyap gotra, Rohini nakshatra, for Ramesh, Sita Sharma" in the words `say` gives. */
export function describeSankalp(sankalp: SankalpRead, say: (key: MessageKey, vars?: Vars) => string, hindi: boolean, choices?: SankalpChoices): string {
  const parts: string[] = []
  if (sankalp.gotra) parts.push(say('common.sankalpIsGotra', { gotra: sankalp.gotra }))
  if (sankalp.nakshatra) parts.push(say('common.sankalpIsNakshatra', { name: starName('nakshatra', sankalp.nakshatra, hindi, choices) }))
  else if (sankalp.rashi) parts.push(say('common.sankalpIsRashi', { name: starName('rashi', sankalp.rashi, hindi, choices) }))
  if (sankalp.names.length) parts.push(say('common.sankalpIsFor', { names: sankalp.names.join(', ') }))
  return parts.join(', ')
}
