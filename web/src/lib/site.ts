/** The company details the footer, policy pages and receipts show (in the devotee's language), and
 * the server's limits the forms check with, fetched once per page load and language. */
import { useEffect, useState } from 'react'
import { storedLanguage } from '../i18n/catalogue'
import { useI18n, type Language } from '../i18n/context'
import { api } from './api'
import type { Schema } from './wire'

export type SiteInfo = Schema<'SiteInfo'>
/** The server's own limits and patterns (amounts, phone, e-mail, ...): the forms check with them
 * before sending, and the server checks again. */
export type Limits = Schema<'Limits'>

const cached = new Map<Language, Promise<SiteInfo>>()
let limits: Limits | undefined

/** The site info in `language` (the request says it: lib/api sends the stored language). */
export function fetchSite(language: Language = storedLanguage()): Promise<SiteInfo> {
  let info = cached.get(language)
  if (!info) {
    info = api.get<SiteInfo>('/api/site').then(
      (answer) => {
        limits = answer.limits ?? limits // an older server sends none: keep what we have
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
  if (!limits) fetchSite().catch(() => undefined)
  return limits
}

/** Sets the limits without asking the server (tests do, with the server's own values). */
export function setSiteLimits(next: Limits | undefined): void {
  limits = next
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
