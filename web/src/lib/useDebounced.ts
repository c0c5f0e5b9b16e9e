/** A value that follows another once it has stopped changing for `delay` ms (typing in search). */
import { useEffect, useState } from 'react'

export function useDebounced<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay)
    return () => window.clearTimeout(timer)
  }, [value, delay])
  return settled
}
