/** The translation function and its context; keys are checked against the English catalogue. */
import { createContext, useContext } from 'react'
import type { Area, Messages } from './en'
import { lookup } from './catalogue'
import { fillText } from '../lib/limits'

export type Language = 'en' | 'hi'

/** The locale dates and numbers are written in: Hindi month names (2 दिस॰ 2026) in Hindi. */
export const localeOf = (language: Language) => (language === 'hi' ? 'hi-IN' : 'en-IN')

export type MessageKey = {
  [N in keyof Messages]: `${N & string}.${keyof Messages[N] & string}`
}[keyof Messages]

export type Vars = Record<string, string | number>
export type Translate = (key: MessageKey, vars?: Vars) => string

/** A full catalogue of one language (tests build one to render in a given language). */
export type Catalogue = { [N in keyof Messages]: Record<keyof Messages[N], string> }

// The limits a text names: English writes them as the specification does (₹200,000), Hindi in Indian grouping (₹2,00,000).
const NUMBERS: Record<Language, Intl.NumberFormat> = { en: new Intl.NumberFormat('en-US'), hi: new Intl.NumberFormat('en-IN') }
const fill = (text: string, language: Language, vars?: Vars) => fillText(text, vars, NUMBERS[language].format)

/** Texts from what is loaded: the language's own, else English, else the key itself. */
export function translator(language: Language): Translate {
  return (key, vars) => {
    const [area, name] = key.split('.', 2) as [Area, string]
    return fill(lookup(language, area, name) ?? lookup('en', area, name) ?? key, language, vars)
  }
}

/** Texts from a given catalogue; limits in them are written as `language` writes numbers. */
export function translate(catalogue: Catalogue, language: Language = 'en'): Translate {
  return (key, vars) => {
    const [area, name] = key.split('.', 2) as [Area, string]
    return fill((catalogue[area] as Record<string, string>)[name] ?? key, language, vars)
  }
}

export interface I18n {
  language: Language
  setLanguage: (language: Language) => void
  t: Translate
}

export const I18nContext = createContext<I18n>({ language: 'en', setLanguage: () => {}, t: translator('en') })

export function useI18n(): I18n {
  return useContext(I18nContext)
}

/** Shorthand for components that only need texts. */
export function useT(): Translate {
  return useContext(I18nContext).t
}
