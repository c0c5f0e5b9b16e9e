/** The company details the footer and policy pages show, fetched once per page load. */
import { useEffect, useState } from 'react'
import { api } from './api'

export interface SiteInfo {
  legalName: string
  address: string
  email: string
  phone: string
  tagline: string
  priestTimeSlots: string[]
  templeRadiusOptionsKm: number[]
  defaultTempleRadiusKm: number
}

let cached: Promise<SiteInfo> | undefined

export function fetchSite(): Promise<SiteInfo> {
  cached ??= api.get<SiteInfo>('/api/site').catch((error: unknown) => {
    cached = undefined // try again next time
    throw error
  })
  return cached
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
