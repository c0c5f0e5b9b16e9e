/** Switching an AI service on or off: saved at once, one request per service at a time. The
 * server's answer shows in the row at once (until a newer list arrives); a failure is reported,
 * never swallowed. */
import { useState } from 'react'
import { useAdminAction } from '../../shell/useAdminRequest'
import { describeAdminError } from '../../ui/errors'
import { aiServicesApi, type AiService } from '../api'

/** The newer of the listed row and the toggle's answer. */
function newer(listed: AiService, saved: AiService | undefined): AiService {
  return saved && saved.updatedAt > listed.updatedAt ? saved : listed
}

export function useToggle(onToggled: () => void) {
  const { run } = useAdminAction()
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set())
  const [saved, setSaved] = useState<Readonly<Record<string, AiService>>>({})
  const [error, setError] = useState<string>()

  const settle = (id: string) =>
    setPending((current) => {
      const next = new Set(current)
      next.delete(id)
      return next
    })

  const toggle = async (service: AiService) => {
    setError(undefined)
    setPending((current) => new Set(current).add(service.id))
    try {
      const answer = await run(() => aiServicesApi.toggle(service.id))
      setSaved((current) => ({ ...current, [answer.id]: answer }))
      onToggled()
    } catch (failure) {
      setError(`${service.name}: ${describeAdminError(failure)}`)
    } finally {
      settle(service.id)
    }
  }

  const shown = (rows: AiService[]) => rows.map((row) => newer(row, saved[row.id]))
  return { toggle, pending, error, shown }
}
