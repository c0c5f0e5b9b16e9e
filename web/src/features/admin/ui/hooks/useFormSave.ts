/** Saving a form: check it first, then send it; the server's field messages land at the fields,
 * anything else (network, server, a field the form does not show) above them. */
import { useState } from 'react'
import { useAdminAction } from '../../shell/useAdminRequest'
import { adminFieldErrors, describeAdminError } from '../errors'
import { TEXT } from '../texts'

type Errors<F> = Partial<Record<keyof F, string>>

export function useFormSave<F extends object>(fields: F, validate: () => Errors<F>, save: () => Promise<unknown>, onSaved: () => void) {
  const { run } = useAdminAction()
  const [errors, setErrors] = useState<Errors<F>>({})
  const [problem, setProblem] = useState<string>()
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    const found = validate()
    setErrors(found)
    setProblem(undefined)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      await run(save)
      setBusy(false)
      onSaved()
    } catch (error) {
      setBusy(false)
      const byField = adminFieldErrors(error)
      const placed = Object.fromEntries(Object.entries(byField).filter(([field]) => field in fields)) as Errors<F>
      const elsewhere = Object.entries(byField).filter(([field]) => !(field in fields))
      setErrors(placed)
      if (elsewhere.length > 0) setProblem(elsewhere.map(([, message]) => message).join(' '))
      else setProblem(Object.keys(placed).length > 0 ? TEXT.fixFields : describeAdminError(error))
    }
  }

  /** Forget a field's message once the admin edits it. */
  const touch = (field: keyof F) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))

  return { errors, problem, busy, submit, touch }
}
