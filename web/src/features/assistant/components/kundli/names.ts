/** Sign, graha and nakshatra names in the reader's language, from the chart itself (the Kundli
 * service writes them in the language it was asked in); English where a chart has none. */
import type { ChartNames } from '../../kundli'

export function named(names: ChartNames, category: keyof ChartNames, english: string): string {
  return names[category][english] ?? english
}

/** "Leo (Simha)" in English; the Hindi name alone reads naturally in Hindi. */
export function signWithSanskrit(names: ChartNames, sign: string, sanskrit: string, language: string): string {
  const name = named(names, 'signs', sign)
  return language === 'en' && sanskrit && sanskrit !== sign ? `${name} (${sanskrit})` : name
}
