/** The company details the footer, policy pages and receipts show (in the devotee's language), and
 * the server's limits the forms check with, fetched once per page load and language. */
import { useEffect, useState, useSyncExternalStore } from 'react'
import { storedLanguage } from '../i18n/catalogue'
import { useI18n, type Language } from '../i18n/context'
import { api } from './api'
import { knownLimits, setLimits, subscribeLimits, type Limits } from './limits'
import type { Schema } from './wire'

export type SiteInfo = Schema<'SiteInfo'>
export type { Limits }

const cached = new Map<Language, Promise<SiteInfo>>()

/** The site info in `language` (the request says it: lib/api sends the stored language). */
export function fetchSite(language: Language = storedLanguage()): Promise<SiteInfo> {
  let info = cached.get(language)
  if (!info) {
    info = api.get<SiteInfo>('/api/site').then(
      (answer) => {
        setLimits(answer.limits ?? knownLimits()) // an older server sends none: keep what we have
        return answer
      },
      (error: unknown) => {
        cached.delete(language) // try again next time
        throw error
      },
    )
    cached.set(language, info)
  }
  return info
}

/** The limits once the site info has arrived (asked for on first use); until then undefined, and
 * the forms check only what needs no limit (the server still checks everything). */
export function siteLimits(): Limits | undefined {
  const limits = knownLimits()
  if (!limits) fetchSite().catch(() => undefined)
  return limits
}

/** The limits for a component that shows them: asked for if need be, and it re-renders when they arrive. */
export function useLimits(): Limits | undefined {
  const limits = useSyncExternalStore(subscribeLimits, knownLimits)
  useEffect(() => {
    if (!limits) fetchSite().catch(() => undefined)
  }, [limits])
  return limits
}

/** Sets the limits without asking the server (tests do, with the server's own values). */
export function setSiteLimits(next: Limits | undefined): void {
  setLimits(next)
}

/** The site info in the language shown; the last one stays up while another language loads. */
export function useSite(): SiteInfo | undefined {
  const { language } = useI18n()
  const [site, setSite] = useState<SiteInfo>()
  useEffect(() => {
    let live = true
    fetchSite(language).then(
      (info) => live && setSite(info),
      () => undefined, // The footer simply leaves the details out; pages that need them show errors.
    )
    return () => {
      live = false
    }
  }, [language])
  return site
}
