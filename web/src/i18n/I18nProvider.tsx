/** The chosen language (English or Hindi), remembered; Hindi texts load only once chosen. */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { I18nContext, type Language, translator } from './context'
import { SHELL_AREAS, getVersion, loadAreas, loadedAreas, storedLanguage, subscribe } from './catalogue'
import { knownLimits, subscribeLimits } from '../lib/limits'
import { save } from '../lib/storage'

export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(storedLanguage)
  // Re-render when more texts arrive (a route's area, or Hindi).
  const version = useSyncExternalStore(subscribe, getVersion)
  // ...and when the server's limits arrive: texts name them ({maxAmount}).
  const limits = useSyncExternalStore(subscribeLimits, knownLimits)

  useEffect(() => {
    document.documentElement.lang = language === 'hi' ? 'hi' : 'en-IN'
    if (language !== 'hi') return
    // Hindi for the shell and every area already shown in English; until then English shows.
    loadAreas('hi', [...SHELL_AREAS, ...loadedAreas('en')]).catch(() => setLanguageState('en'))
  }, [language, version])

  const setLanguage = useCallback((next: Language) => {
    save('lang', next, 365)
    setLanguageState(next)
  }, [])

  const value = useMemo(() => ({ language, setLanguage, t: translator(language) }), [language, setLanguage, version, limits]) // eslint-disable-line react-hooks/exhaustive-deps
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}
