/** The delete flow of a card or row: ask, confirm in a dialog, delete, report the outcome. */
import { useState } from 'react'
import { useAdminAction } from '../../shell/useAdminRequest'
import { describeAdminError } from '../../ui/errors'

export function useConfirmDelete<T>(remove: (item: T) => Promise<unknown>, onDeleted: (item: T) => void) {
  const { run } = useAdminAction()
  const [target, setTarget] = useState<T>()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  const ask = (item: T) => {
    setError(undefined)
    setTarget(item)
  }
  const cancel = () => setTarget(undefined)
  const confirm = async () => {
    if (target === undefined) return
    setBusy(true)
    setError(undefined)
    try {
      await run(() => remove(target))
      setTarget(undefined)
      onDeleted(target)
    } catch (failure) {
      // The dialog stays open with the reason (a category still in use, the server down...).
      setError(describeAdminError(failure))
    } finally {
      setBusy(false)
    }
  }
  return { target, busy, error, ask, cancel, confirm }
}
