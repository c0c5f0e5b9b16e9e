/** Ends the session on the server, then goes to /admin/login; an ended session counts as signed out. */
import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { ApiError } from '../../../../lib/api'
import { logOut } from '../api'

export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate()
  return useCallback(async () => {
    try {
      await logOut()
    } catch (error) {
      // 401: the session had already ended. Anything else: the cookie may still be valid, so say so.
      if (!(error instanceof ApiError && error.status === 401)) throw error
    }
    navigate('/admin/login', { replace: true })
  }, [navigate])
}
