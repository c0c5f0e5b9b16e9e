/** The company details the footer and policy pages show, and the server's limits the forms check
 * with, fetched once per page load. */
import { useEffect, useState } from 'react'
import { api } from './api'
import type { Schema } from './wire'

export type SiteInfo = Schema<'SiteInfo'>
/** The server's own limits and patterns (amounts, phone, e-mail, ...): the forms check with them
 * before sending, and the server checks again. */
export type Limits = Schema<'Limits'>

let cached: Promise<SiteInfo> | undefined
let limits: Limits | undefined

export function fetchSite(): Promise<SiteInfo> {
  cached ??= api.get<SiteInfo>('/api/site').then(
    (info) => {
      limits = info.limits ?? limits // an older server sends none: keep what we have
      return info
    },
    (error: unknown) => {
      cached = undefined // try again next time
      throw error
    },
  )
  return cached
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

export function useSite(): SiteInfo | undefined {
  const [site, setSite] = useState<SiteInfo>()
  useEffect(() => {
    let live = true
    fetchSite().then(
      (info) => live && setSite(info),
      () => undefined, // The footer simply leaves the details out; pages that need them show errors.
    )
    return () => {
      live = false
    }
  }, [])
  return site
}
