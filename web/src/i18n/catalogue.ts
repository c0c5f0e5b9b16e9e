/**
 * The texts in memory, per language and area. The shell's areas ship with the app; every other
 * area loads with the route (or dialog) that shows it, so the home page carries only its own
 * words. Hindi loads only once chosen.
 */
import { common } from './en/common'
import { layout } from './en/layout'
import { home } from './en/home'
import type { Area } from './en'
import type { Language } from './context'
import { load } from '../lib/storage'

type Table = Record<string, string>
type Module = Record<string, Table>

export const SHELL_AREAS: Area[] = ['common', 'layout', 'home']

const loaders: Record<Language, Record<string, () => Promise<Module>>> = {
  en: import.meta.glob<Module>(['./en/*.ts', '!./en/index.ts']),
  hi: import.meta.glob<Module>(['./hi/*.ts', '!./hi/index.ts']),
}

const tables: Record<Language, Partial<Record<Area, Table>>> = { en: { common, layout, home }, hi: {} }
const listeners = new Set<() => void>()
let version = 0

export function lookup(language: Language, area: Area, name: string): string | undefined {
  return tables[language][area]?.[name]
}

export function loadedAreas(language: Language): Area[] {
  return Object.keys(tables[language]) as Area[]
}

/** Load whatever of these areas is not in memory yet; resolves once all are. */
export async function loadAreas(language: Language, areas: Area[]): Promise<void> {
  const missing = areas.filter((area) => !tables[language][area])
  if (missing.length === 0) return
  await Promise.all(
    missing.map(async (area) => {
      const module = await loaders[language][`./${language}/${area}.ts`]()
      tables[language][area] = module[area]
    }),
  )
  version += 1
  listeners.forEach((listener) => listener())
}

/** The language the devotee chose (read where no React context is at hand, e.g. route loading). */
export function storedLanguage(): Language {
  return load<Language>('lang') === 'hi' ? 'hi' : 'en'
}

/** Load a module together with the texts it shows (English, plus Hindi when chosen). */
export async function withTexts<T>(areas: Area[], loadModule: () => Promise<T>): Promise<T> {
  const language = storedLanguage()
  const [module] = await Promise.all([loadModule(), loadAreas('en', areas), language === 'hi' ? loadAreas('hi', areas) : undefined])
  return module
}

/** Every area there is (tests load them all up front). */
export function allAreas(): Area[] {
  return Object.keys(loaders.en).map((path) => path.slice('./en/'.length, -'.ts'.length) as Area)
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getVersion(): number {
  return version
}
