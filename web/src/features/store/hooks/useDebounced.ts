/** A value that follows another after it has stopped changing for `ms` (typing in a search box). */
import { useEffect, useState } from 'react'

export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms)
    return () => window.clearTimeout(timer)
  }, [value, ms])
  return settled
}
