/** localStorage that never throws (private mode, full quota) and expires what it keeps. */

const PREFIX = 'punya.'

interface Stored<T> {
  value: T
  expires: number
}

export function load<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(PREFIX + key)
    if (!raw) return undefined
    const stored = JSON.parse(raw) as Stored<T>
    if (stored.expires < Date.now()) {
      localStorage.removeItem(PREFIX + key)
      return undefined
    }
    return stored.value
  } catch {
    return undefined
  }
}

export function save<T>(key: string, value: T, days = 7): void {
  try {
    const stored: Stored<T> = { value, expires: Date.now() + days * 86_400_000 }
    localStorage.setItem(PREFIX + key, JSON.stringify(stored))
  } catch {
    // Storage full or disabled: the form still works, it just will not survive a reload.
  }
}

export function remove(key: string): void {
  try {
    localStorage.removeItem(PREFIX + key)
  } catch {
    // As above.
  }
}

/** The keys this app keeps on the device (without their prefix). */
export function storedKeys(): string[] {
  try {
    return Object.keys(localStorage)
      .filter((key) => key.startsWith(PREFIX))
      .map((key) => key.slice(PREFIX.length))
  } catch {
    return []
  }
}
