/** Turn an API failure into English words for the admin (the back office is English only). */
import { ApiError } from '../../../lib/api'
import { TEXT, fill } from './texts'

export function describeAdminError(error: unknown): string {
  if (!(error instanceof ApiError)) return TEXT.serverError
  if (error.status === 0 || error.status === 502 || error.status === 504) return TEXT.networkError
  if (error.status === 401) return TEXT.sessionEnded
  if (error.status === 429) return fill(TEXT.slowDown, { seconds: error.retryAfterSeconds ?? 60 })
  if (error.status >= 500) return TEXT.serverError
  if (error.status === 403 && !error.message) return TEXT.forbidden
  return error.message
}

/** The server's per-field messages ({field: message}, camelCase field names as sent). */
export function adminFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {}
}
