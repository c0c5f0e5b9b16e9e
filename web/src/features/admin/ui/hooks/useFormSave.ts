/** Saving a form, for every admin dialog: check it first, then send it; the server's field messages
 * land at the fields, anything else (network, server, a field the form does not show) above them. */
import { useState } from 'react'
import { isSessionEnded, useAdminAction } from '../../shell/useAdminRequest'
import { adminFieldErrors, describeAdminError } from '../errors'
import { TEXT } from '../texts'

export type Errors<F> = Partial<Record<keyof F, string>>

export interface SaveOptions<F> {
  /** The server's messages under the form's own field names (store/productForm's fieldsFromServer), for
   * forms whose names differ from the server's; what it leaves out shows nowhere. Without it, a
   * message for no field of the form shows above the fields. */
  fromServer?: (fields: Record<string, string>) => Errors<F>
  /** When "Please correct the highlighted fields" shows above the fields: once the server has named some
   * ('server'), after the form's own check too ('always'), or never (the fields speak for themselves). */
  summary?: 'server' | 'always' | 'never'
  /** The form's own words before the reason when a save fails for no field's sake (the spec's temple message). */
  failure?: string
}

export function useFormSave<F extends object, S>(fields: F, validate: () => Errors<F>, save: () => Promise<S>, onSaved: (saved: S) => void, { fromServer, summary = 'server', failure }: SaveOptions<F> = {}) {
  const { run } = useAdminAction()
  const [errors, setErrors] = useState<Errors<F>>({})
  const [problem, setProblem] = useState<string>()
  const [busy, setBusy] = useState(false)

  /** Why the save failed; not after the form's words when the login page takes over. */
  const reasonFor = (error: unknown) => {
    const reason = describeAdminError(error)
    return failure && failure !== reason && !isSessionEnded(error) ? `${failure} ${reason}` : reason
  }

  const submit = async () => {
    const found = validate()
    const wrong = Object.keys(found).length > 0
    setErrors(found)
    setProblem(wrong && summary === 'always' ? TEXT.fixFields : undefined)
    if (wrong) return
    setBusy(true)
    try {
      const saved = await run(save)
      setBusy(false)
      onSaved(saved)
    } catch (error) {
      setBusy(false)
      const byField = adminFieldErrors(error)
      const placed = fromServer ? fromServer(byField) : (Object.fromEntries(Object.entries(byField).filter(([field]) => field in fields)) as Errors<F>)
      const elsewhere = fromServer ? [] : Object.entries(byField).filter(([field]) => !(field in fields))
      setErrors(placed)
      if (elsewhere.length > 0) setProblem(elsewhere.map(([, message]) => message).join(' '))
      else if (Object.keys(placed).length === 0) setProblem(reasonFor(error))
      else setProblem(summary === 'never' ? undefined : TEXT.fixFields)
    }
  }

  /** Forget the messages of the fields a change sets, once the admin edits them. */
  const touch = (patch: Partial<F>) =>
    setErrors((current) => {
      const edited = Object.keys(patch).filter((field) => field in current)
      return edited.length > 0 ? (Object.fromEntries(Object.entries(current).filter(([field]) => !edited.includes(field))) as Errors<F>) : current
    })

  /** Forget every message: a dialog that stays mounted opens clean next time. */
  const reset = () => {
    setErrors({})
    setProblem(undefined)
  }

  return { errors, problem, busy, submit, touch, reset }
}
