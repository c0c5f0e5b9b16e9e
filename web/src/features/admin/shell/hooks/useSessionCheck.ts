/** Asks the server who is signed in (GET /api/auth/me): checking, signed in, nobody, or the server could not be reached. */
import { useCallback, useEffect, useState } from 'react'
import { ApiError } from '../../../../lib/api'
import { fetchMe, type AdminUser } from '../api'

export type SessionState =
  | { status: 'checking' }
  | { status: 'signed-in'; user: AdminUser }
  | { status: 'signed-out' }
  | { status: 'failed'; error: unknown }

export function useSessionCheck(): { state: SessionState; recheck: () => void } {
  const [state, setState] = useState<SessionState>({ status: 'checking' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    fetchMe(controller.signal).then(
      (user) => setState({ status: 'signed-in', user }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        setState(error instanceof ApiError && error.status === 401 ? { status: 'signed-out' } : { status: 'failed', error })
      },
    )
    return () => controller.abort()
  }, [attempt])

  // A re-check keeps the screen as it is (no flash of "Loading...") until the answer comes.
  const recheck = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, recheck }
}
