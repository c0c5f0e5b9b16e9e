/** A query parameter that sets a screen's state when the page is opened with it, and again
 * whenever a link changes it while the page is open (the assistant opening /store?q=...). */
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'

export function useLinkedParam(name: string, apply: (value: string) => void): void {
  const [params] = useSearchParams()
  const value = params.get(name)
  const [seen, setSeen] = useState<string | null>(null)
  if (value !== seen) {
    setSeen(value)
    if (value !== null) apply(value.slice(0, 100))
  }
}
