/** "Use My Location": asks the browser once, remembers the answer for this tab, and says why it failed. */
import { useCallback, useState } from 'react'
import type { MessageKey } from '../../../i18n/context'
import { currentPosition, type Point } from '../../../lib/geolocation'

export type LocationStatus = 'idle' | 'locating' | 'ready' | 'error'

export interface MyLocation {
  point: Point | undefined
  status: LocationStatus
  error: MessageKey | undefined
  locate: () => void
  clear: () => void
}

const KEY = 'punya.temples.location'

function remembered(): Point | undefined {
  try {
    const raw = sessionStorage.getItem(KEY)
    const value = raw ? (JSON.parse(raw) as Point) : undefined
    return value && Number.isFinite(value.latitude) && Number.isFinite(value.longitude) ? value : undefined
  } catch {
    return undefined
  }
}

function remember(point: Point | undefined): void {
  try {
    if (point) sessionStorage.setItem(KEY, JSON.stringify(point))
    else sessionStorage.removeItem(KEY)
  } catch {
    // Private mode: the location just will not survive a reload.
  }
}

export function useMyLocation(): MyLocation {
  const [point, setPoint] = useState<Point | undefined>(remembered)
  const [status, setStatus] = useState<LocationStatus>(() => (point ? 'ready' : 'idle'))
  const [error, setError] = useState<MessageKey>()

  const locate = useCallback(() => {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      setStatus('error')
      setError('temples.geoUnsupported')
      return
    }
    setStatus('locating')
    setError(undefined)
    currentPosition().then(
      (found) => {
        remember(found)
        setPoint(found)
        setStatus('ready')
      },
      () => {
        setStatus('error')
        setError('temples.locationError')
      },
    )
  }, [])

  const clear = useCallback(() => {
    remember(undefined)
    setPoint(undefined)
    setStatus('idle')
    setError(undefined)
  }, [])

  return { point, status, error, locate, clear }
}
