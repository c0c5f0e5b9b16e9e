/** One step on a booking at a time (accept, decline, start, a photo, complete): busy while it runs,
 * the server's refusal in the priest's words, an ended session back to the sign-in. */
import { useCallback, useState } from 'react'
import { useT } from '../../../i18n/context'
import { describePriestError, signedOut } from '../errors'
import { usePriestSession } from '../session'

/** `refused`: called after a refusal, so that the list is asked again (the offer lapsed, the booking moved on). */
export function useStep(maxPhotos: number, refused: () => void) {
  const t = useT()
  const { ended } = usePriestSession()
  const [busy, setBusy] = useState<string>()
  const [problem, setProblem] = useState<string>()

  const run = useCallback(
    async <T,>(name: string, step: () => Promise<T>): Promise<T | undefined> => {
      setBusy(name)
      setProblem(undefined)
      try {
        return await step()
      } catch (failure) {
        if (signedOut(failure)) ended()
        else {
          setProblem(describePriestError(t, failure, maxPhotos))
          refused()
        }
        return undefined
      } finally {
        setBusy(undefined)
      }
    },
    [ended, maxPhotos, refused, t],
  )
  return { busy, problem, run }
}
