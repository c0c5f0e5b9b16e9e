/** Where the device is, from the browser: the one place the app asks `navigator.geolocation`
 * and the permissions API (the temples near me, the Panchang, the assistant). */

export interface Point {
  latitude: number
  longitude: number
}

/** A rough fix is enough for every use here, and quicker and kinder to the battery. */
const OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 }

/** The device's position, asking the devotee if the browser has not yet; rejects with the
 * browser's GeolocationPositionError (code 1: refused), or an Error where there is none. */
export function currentPosition(): Promise<Point> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator) || !navigator.geolocation) return reject(new Error('unsupported'))
    navigator.geolocation.getCurrentPosition(({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }), reject, OPTIONS)
  })
}

/** Whether the devotee has already let this site know where they are (so asking shows no
 * prompt); false where the browser cannot say. */
export async function locationAllowed(): Promise<boolean> {
  if (!navigator.permissions) return false
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state === 'granted'
  } catch {
    return false
  }
}

/** Refused by the devotee (rather than unavailable or too slow). */
export function refused(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 1
}
