/** A dialog form kept as a draft: whether it is open, which record it edits and what was typed
 * survive a reload, so an admin whose session ends mid-edit finds the form again after signing in. */
import { useCallback, useMemo } from 'react'
import { useDraft } from '../../../../lib/useDraft'

export interface ModalDraft<V> {
  open: boolean
  /** The record being edited; null when adding. */
  id: string | null
  values: V
}

/** `empty`: the form's values when nothing is typed; keep it the same object from render to render. */
export function useModalDraft<V extends object>(key: string, empty: V) {
  const [stored, update, clear] = useDraft<ModalDraft<V>>(key, { open: false, id: null, values: empty })
  // A draft kept before the form had some field (the Hindi ones) gets that field's empty value.
  const draft = useMemo(() => ({ ...stored, values: { ...empty, ...stored.values } }), [stored, empty])
  const open = useCallback((id: string | null, values: V) => update({ open: true, id, values }), [update])
  const { values } = draft
  const change = useCallback((patch: Partial<V>) => update({ values: { ...values, ...patch } }), [update, values])
  return { draft, open, change, close: clear }
}
