/** What the screen shows, kept in the address (?temple=&tab=&form=): a reload, or the login after an
 * ended session, brings the admin back to the same temple, tab and open form (whose draft is kept). */
import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'

export type Tab = 'services' | 'admins'
export type FormKind = 'temple' | 'timings' | 'service' | 'admin'

/** An open form: what it edits, and which record ('new' when adding). */
export interface OpenForm {
  kind: FormKind
  id: string
}

function parseForm(raw: string | null): OpenForm | null {
  const [kind, id] = (raw ?? '').split(':', 2)
  return (kind === 'temple' || kind === 'timings' || kind === 'service' || kind === 'admin') && id ? { kind, id } : null
}

export function useScreenParams() {
  const [params, setParams] = useSearchParams()
  const templeId = params.get('temple')
  const tab: Tab = params.get('tab') === 'admins' ? 'admins' : 'services'
  const form = parseForm(params.get('form'))

  const patch = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key)
            else next.set(key, value)
          }
          return next
        },
        { replace: true },
      ),
    [setParams],
  )

  return {
    templeId,
    tab,
    form,
    select: useCallback((id: string | null) => patch({ temple: id, form: null }), [patch]),
    setTab: useCallback((next: Tab) => patch({ tab: next === 'services' ? null : next }), [patch]),
    openForm: useCallback((kind: FormKind, id = 'new') => patch({ form: `${kind}:${id}` }), [patch]),
    closeForm: useCallback(() => patch({ form: null }), [patch]),
  }
}
