/** Sign and graha names in the reader's language (unknown names are shown as the chart has them). */
import type { MessageKey, Translate } from '../../../../i18n/context'
import { GRAHAS, SIGNS } from '../../kundli'

const has = (list: readonly string[], name: string) => list.includes(name)

export function signName(t: Translate, sign: string): string {
  return has(SIGNS, sign) ? t(`assistant.sign${sign}` as MessageKey) : sign
}

export function grahaName(t: Translate, graha: string): string {
  return has(GRAHAS, graha) ? t(`assistant.graha${graha}` as MessageKey) : graha
}

export function grahaShort(t: Translate, graha: string): string {
  return has(GRAHAS, graha) ? t(`assistant.short${graha}` as MessageKey) : graha.slice(0, 2)
}

/** "Leo (Simha)" in English; the Hindi name alone reads naturally in Hindi. */
export function signWithSanskrit(t: Translate, sign: string, sanskrit: string, language: string): string {
  const name = signName(t, sign)
  return language === 'en' && sanskrit && sanskrit !== sign ? `${name} (${sanskrit})` : name
}
