/** Fetch on mount and when inputs change, or the language (answers are in it); stale answers
 * are dropped; reload() tries again. */
import { startTransition, useCallback, useEffect, useState } from 'react'
import { useI18n } from '../i18n/context'
import { ApiError } from './api'

export interface RequestState<T> {
  data: T | undefined
  error: ApiError | undefined
  loading: boolean
  reload: () => void
}

export function useRequest<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): RequestState<T> {
  const [state, setState] = useState<{ data?: T; error?: ApiError; loading: boolean }>({ loading: true })
  const [attempt, setAttempt] = useState(0)
  const { language } = useI18n()

  useEffect(() => {
    const controller = new AbortController()
    // New inputs: show loading at once (keeping the old data on screen until the answer).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState((current) => ({ ...current, loading: true, error: undefined }))
    load(controller.signal).then(
      // An answer's screen (a list of cards) is drawn in slices, so taps are not kept waiting.
      (data) => !controller.signal.aborted && startTransition(() => setState({ data, loading: false })),
      (error: unknown) => {
        if (controller.signal.aborted) return
        const failure = error instanceof ApiError ? error : new ApiError(0, 'network', String(error))
        setState((current) => ({ data: current.data, error: failure, loading: false }))
      },
    )
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt, language])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return { data: state.data, error: state.error, loading: state.loading, reload }
}
