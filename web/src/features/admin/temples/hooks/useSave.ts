/** One form's save: client checks first, then the request; field errors land at the fields, the rest on top. */
import { useCallback, useState } from 'react'
import { ApiError } from '../../../../lib/api'
import { useAdminAction } from '../../shell/useAdminRequest'
import { adminFieldErrors, describeAdminError } from '../../ui/errors'
import { TEXT as UI } from '../../ui/texts'
import { serverErrors, type Errors } from '../rules'

interface SaveState {
  busy: boolean
  error?: string
  fields: Errors
}

/** `failure` replaces the generic words when the save failed for no field's sake (the spec's temple message). */
export function useSave(failure?: string) {
  const { run } = useAdminAction()
  const [state, setState] = useState<SaveState>({ busy: false, fields: {} })

  const save = useCallback(
    async <T,>(problems: Errors, action: () => Promise<T>): Promise<{ saved: T } | undefined> => {
      if (Object.keys(problems).length > 0) {
        setState({ busy: false, fields: problems, error: UI.fixFields })
        return undefined
      }
      setState({ busy: true, fields: {} })
      try {
        const saved = await run(action)
        setState({ busy: false, fields: {} })
        return { saved }
      } catch (error) {
        const fields = serverErrors(adminFieldErrors(error))
        const fieldless = Object.keys(fields).length === 0
        const reason = describeAdminError(error)
        // Name the field problems at the fields; otherwise say what failed and why.
        const message = !fieldless ? UI.fixFields : failure && failure !== reason ? `${failure} ${reason}` : reason
        setState({ busy: false, fields, error: error instanceof ApiError && error.status === 401 ? UI.sessionEnded : message })
        return undefined
      }
    },
    [run, failure],
  )

  /** The admin changed these fields: their old messages no longer apply. */
  const touch = useCallback((names: string[]) => {
    setState((current) => {
      if (!names.some((name) => name in current.fields)) return current
      const fields = { ...current.fields }
      for (const name of names) delete fields[name]
      return { ...current, fields }
    })
  }, [])

  return { ...state, save, touch }
}
