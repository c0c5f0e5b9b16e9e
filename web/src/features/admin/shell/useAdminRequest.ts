/** Admin data loading and saving: like useRequest, but an ended session goes to the login, which brings the admin back here. */
import { useCallback, useEffect, useRef } from 'react'
import { useLocation, useNavigate, type Location } from 'react-router-dom'
import { ApiError } from '../../../lib/api'
import { useRequest, type RequestState } from '../../../lib/useRequest'

/** /admin/login?next=<where the admin is now>. */
export function loginPath(location: Pick<Location, 'pathname' | 'search'>): string {
  const here = `${location.pathname}${location.search}`
  return here.startsWith('/admin') && !here.startsWith('/admin/login') ? `/admin/login?next=${encodeURIComponent(here)}` : '/admin/login'
}

/** A function that sends the admin to the login page, remembering where they were. */
export function useToLogin(): () => void {
  const navigate = useNavigate()
  const location = useLocation()
  const target = loginPath(location)
  return useCallback(() => navigate(target, { replace: true }), [navigate, target])
}

export const isSessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401

export function useAdminRequest<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): RequestState<T> {
  const state = useRequest(load, deps)
  const toLogin = useToLogin()
  const ended = isSessionEnded(state.error)
  useEffect(() => {
    if (ended) toLogin()
  }, [ended, toLogin])
  return state
}

/** For saves and deletes: `await run(() => api.put(...))`. A 401 goes to the login (forms keep
 * their typed data in drafts); every other error is rethrown for the form to show. */
export function useAdminAction(): { run: <T>(fn: () => Promise<T>) => Promise<T> } {
  const toLogin = useToLogin()
  const toLoginRef = useRef(toLogin)
  useEffect(() => {
    toLoginRef.current = toLogin
  })
  const run = useCallback(async <T,>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn()
    } catch (error) {
      if (isSessionEnded(error)) toLoginRef.current()
      throw error
    }
  }, [])
  return { run }
}
