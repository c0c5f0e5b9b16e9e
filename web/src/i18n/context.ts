/** The translation function and its context; keys are checked against the English catalogue. */
import { createContext, useContext } from 'react'
import { en, type Messages } from './en'

export type Language = 'en' | 'hi'

export type MessageKey = {
  [N in keyof Messages]: `${N & string}.${keyof Messages[N] & string}`
}[keyof Messages]

export type Vars = Record<string, string | number>
export type Translate = (key: MessageKey, vars?: Vars) => string

type Catalogue = { [N in keyof Messages]: Record<keyof Messages[N], string> }

export function translate(catalogue: Catalogue): Translate {
  return (key, vars) => {
    const [area, name] = key.split('.', 2) as [keyof Messages, string]
    const table = catalogue[area] as Record<string, string>
    const fallback = en[area] as Record<string, string>
    const text = table[name] ?? fallback[name] ?? key
    if (!vars) return text
    return text.replace(/\{(\w+)\}/g, (match, slot: string) => (slot in vars ? String(vars[slot]) : match))
  }
}

export interface I18n {
  language: Language
  setLanguage: (language: Language) => void
  t: Translate
}

export const I18nContext = createContext<I18n>({ language: 'en', setLanguage: () => {}, t: translate(en) })

export function useI18n(): I18n {
  return useContext(I18nContext)
}

/** Shorthand for components that only need texts. */
export function useT(): Translate {
  return useContext(I18nContext).t
}
