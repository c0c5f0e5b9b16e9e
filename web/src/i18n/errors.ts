/** Turn an API failure into words for the devotee, in their language where we know the text. */
import { ApiError } from '../lib/api'
import { common } from './en/common'
import type { MessageKey, Translate } from './context'

const known = new Map<string, MessageKey>(Object.entries(common).map(([key, text]) => [text as string, `common.${key}` as MessageKey]))

export function describeError(t: Translate, error: unknown): string {
  if (!(error instanceof ApiError)) return t('common.serverError')
  if (error.status === 0 || error.status === 502 || error.status === 504) return t('common.networkError')
  if (error.status === 429) return t('common.slowDown', { seconds: error.retryAfterSeconds ?? 60 })
  if (error.status >= 500) return t('common.serverError')
  const key = known.get(error.message)
  return key ? t(key) : error.message
}

/** The server's per-field messages, translated where they are ours. */
export function describeFieldErrors(t: Translate, error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {}
  return Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [field, known.has(message) ? t(known.get(message)!) : message]))
}
