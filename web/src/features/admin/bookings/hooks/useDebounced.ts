/** A value that follows its input after a pause, so a search is sent when typing stops, not per key. */
import { useEffect, useState } from 'react'

export function useDebounced<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
