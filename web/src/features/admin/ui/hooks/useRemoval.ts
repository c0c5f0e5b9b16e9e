/** The delete flow: which record awaits confirmation, busy while deleting, the error if it failed. */
import { useState } from 'react'
import { useAdminAction } from '../../shell/useAdminRequest'
import { describeAdminError } from '../errors'

export function useRemoval<T>(remove: (record: T) => Promise<unknown>, onRemoved: () => void) {
  const { run } = useAdminAction()
  const [target, setTarget] = useState<T | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  const ask = (record: T) => {
    setError(undefined)
    setTarget(record)
  }
  const cancel = () => setTarget(null)
  const confirm = async () => {
    if (target === null) return
    setBusy(true)
    setError(undefined)
    try {
      await run(() => remove(target))
      setTarget(null)
      onRemoved()
    } catch (failure) {
      setError(describeAdminError(failure))
    } finally {
      setBusy(false)
    }
  }
  return { target, busy, error, ask, cancel, confirm }
}
