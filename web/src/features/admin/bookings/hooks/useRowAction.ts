/** One action at a time on a table row (status change, approve): which row is busy, and what happened. */
import { useCallback, useState } from 'react'
import { describeAdminError } from '../../ui/errors'
import { isSessionEnded, useAdminAction } from '../../shell/useAdminRequest'

export interface RowNotice {
  tone: 'success' | 'error'
  text: string
}

export function useRowAction(onDone: () => void) {
  const { run } = useAdminAction()
  const [busyId, setBusyId] = useState<string | null>(null)
  const [notice, setNotice] = useState<RowNotice | null>(null)

  const act = useCallback(
    async (id: string, send: () => Promise<unknown>, success: string) => {
      setBusyId(id)
      setNotice(null)
      try {
        await run(send)
        setNotice({ tone: 'success', text: success })
        onDone()
      } catch (error) {
        // An ended session already went to the login; anything else is said here, never swallowed.
        if (!isSessionEnded(error)) setNotice({ tone: 'error', text: describeAdminError(error) })
      } finally {
        setBusyId(null)
      }
    },
    [run, onDone],
  )

  // One message at a time: a modal's outcome (Booking updated successfully!) replaces the last row's.
  const say = useCallback((text: string) => setNotice({ tone: 'success', text }), [])
  const dismiss = useCallback(() => setNotice(null), [])
  return { busyId, notice, act, say, dismiss }
}
