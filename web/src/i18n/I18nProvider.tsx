/** The chosen language (English or Hindi), remembered, with Hindi loaded only when chosen. */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { en, type Messages } from './en'
import { I18nContext, type Language, translate } from './context'
import { load, save } from '../lib/storage'

type Catalogue = { [N in keyof Messages]: Record<keyof Messages[N], string> }

function initialLanguage(): Language {
  const stored = load<Language>('lang')
  if (stored === 'en' || stored === 'hi') return stored
  return 'en'
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(initialLanguage)
  const [hindi, setHindi] = useState<Catalogue | null>(null)

  useEffect(() => {
    document.documentElement.lang = language === 'hi' ? 'hi' : 'en-IN'
    if (language !== 'hi' || hindi) return
    let live = true
    import('./hi').then(
      (module) => live && setHindi(module.hi),
      () => live && setLanguageState('en'),
    )
    return () => {
      live = false
    }
  }, [language, hindi])

  const setLanguage = useCallback((next: Language) => {
    save('lang', next, 365)
    setLanguageState(next)
  }, [])

  const value = useMemo(() => {
    // Until Hindi has loaded, English shows (for a moment, once).
    const catalogue: Catalogue = language === 'hi' && hindi ? hindi : en
    return { language, setLanguage, t: translate(catalogue) }
  }, [language, hindi, setLanguage])

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}
