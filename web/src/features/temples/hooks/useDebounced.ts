/** A value that settles: changes only after `delay` ms without a new one (search as you type). */
import { useEffect, useState } from 'react'

export function useDebounced<T>(value: T, delay = 350): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay)
    return () => window.clearTimeout(timer)
  }, [value, delay])
  return settled
}
