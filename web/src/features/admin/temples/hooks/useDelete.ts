/** Deleting a temple or a service (soft delete on the server) or removing a temple admin, after the spec's confirm. */
import { useCallback, useState } from 'react'
import { useAdminAction } from '../../shell/useAdminRequest'
import { describeAdminError } from '../../ui/errors'
import { fill, TEXT as UI } from '../../ui/texts'
import { templesApi } from '../api'

export type DeleteKind = 'temple' | 'service' | 'admin'

export interface DeleteTarget {
  kind: DeleteKind
  id: string
  name: string
}

const CALLS: Record<DeleteKind, (id: string) => Promise<void>> = {
  temple: templesApi.deleteTemple,
  service: templesApi.deleteService,
  admin: templesApi.deleteAdmin,
}

/** The confirm text (spec section 5): a temple admin is "removed", everything else "deleted". */
export function confirmText(target: DeleteTarget): string {
  return fill(target.kind === 'admin' ? UI.removeAdminConfirm : UI.deleteConfirm, { name: target.name })
}

export function useDelete(onDeleted: (target: DeleteTarget) => void) {
  const { run } = useAdminAction()
  // The target outlives `open` so the dialog keeps its words while it animates away.
  const [target, setTarget] = useState<DeleteTarget | null>(null)
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  const ask = useCallback((next: DeleteTarget) => {
    setError(undefined)
    setTarget(next)
    setOpen(true)
  }, [])
  const cancel = useCallback(() => setOpen(false), [])

  const confirm = useCallback(async () => {
    if (!target || !open) return
    setBusy(true)
    setError(undefined)
    try {
      await run(() => CALLS[target.kind](target.id))
      setOpen(false)
      onDeleted(target)
    } catch (failure) {
      setError(describeAdminError(failure))
    } finally {
      setBusy(false)
    }
  }, [target, open, run, onDeleted])

  return { target, open, busy, error, ask, cancel, confirm }
}
