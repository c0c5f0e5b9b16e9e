/** The one API client: JSON over fetch, the server's error envelope as a typed error. */
import { storedLanguage } from '../i18n/catalogue'

export type FieldErrors = Record<string, string>

/** A request the server refused (status >= 400) or that never reached it (status 0). */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly fields: FieldErrors
  readonly retryAfterSeconds: number | null
  /** What the server offers instead of a value it could not take (places it knows). */
  readonly suggestions: string[]

  constructor(status: number, code: string, message: string, fields: FieldErrors = {}, retryAfter: number | null = null, suggestions: string[] = []) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.fields = fields
    this.retryAfterSeconds = retryAfter
    this.suggestions = suggestions
  }

  /** True when the server was not reached or did not answer: worth retrying as is. */
  get isNetwork(): boolean {
    return this.status === 0 || this.status === 502 || this.status === 503 || this.status === 504
  }
}

export const NETWORK_CODE = 'network'
const TIMEOUT_MS = 20_000

type Query = Record<string, string | number | boolean | null | undefined>

export interface RequestOptions {
  query?: Query
  signal?: AbortSignal
  idempotencyKey?: string
}

function url(path: string, query?: Query): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `${path}?${text}` : path
}

interface Envelope {
  detail?: unknown
  code?: unknown
  errors?: { field?: unknown; message?: unknown }[]
  suggestions?: unknown
}

async function failure(response: Response): Promise<ApiError> {
  let body: Envelope = {}
  try {
    body = (await response.json()) as Envelope
  } catch {
    // Not our envelope (a proxy's HTML page, say): the status text is all we have.
  }
  const fields: FieldErrors = {}
  for (const error of body.errors ?? []) {
    if (typeof error.field === 'string' && typeof error.message === 'string' && !(error.field in fields)) {
      fields[error.field] = error.message
    }
  }
  const message = typeof body.detail === 'string' ? body.detail : response.statusText || `HTTP ${response.status}`
  const code = typeof body.code === 'string' ? body.code : `http_${response.status}`
  const retry = Number(response.headers.get('Retry-After'))
  const suggestions = Array.isArray(body.suggestions) ? body.suggestions.filter((s): s is string => typeof s === 'string') : []
  return new ApiError(response.status, code, message, fields, Number.isFinite(retry) && retry > 0 ? retry : null, suggestions)
}

/** GETs begun before the page that needs them has loaded (a route starts its first data with its
 * code): the page's own identical GET, moments later, takes that answer instead of asking again.
 * Each is used once, and only while fresh, in the language it was asked in. */
const early = new Map<string, { at: number; answer: Promise<unknown> }>()
const EARLY_FRESH_MS = 10_000

function earlyKey(path: string, query?: Query): string {
  return `${storedLanguage()} ${url(path, query)}`
}

/** Start a GET now for a page still loading; nothing is lost when the page asks otherwise. */
export function getEarly(path: string, query?: Query): void {
  const key = earlyKey(path, query)
  if (early.has(key)) return
  const answer = request('GET', path, undefined, { query })
  answer.catch(() => undefined) // the page's own call reports a failure, with its retry
  early.set(key, { at: Date.now(), answer })
}

function takeEarly(path: string, query?: Query): Promise<unknown> | undefined {
  const key = earlyKey(path, query)
  const found = early.get(key)
  early.delete(key)
  return found && Date.now() - found.at < EARLY_FRESH_MS ? found.answer : undefined
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  // The catalogue answers in the devotee's language (English where a text has no Hindi).
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': storedLanguage() }
  // A file is sent as it is (pictures); anything else as JSON.
  const file = body instanceof Blob
  if (body !== undefined) headers['Content-Type'] = file ? body.type || 'application/octet-stream' : 'application/json'
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey
  const timeout = AbortSignal.timeout(TIMEOUT_MS)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  let response: Response
  try {
    response = await fetch(url(path, options.query), {
      method,
      headers,
      body: body === undefined ? undefined : file ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    })
  } catch (error) {
    if (options.signal?.aborted) throw error
    throw new ApiError(0, NETWORK_CODE, 'network')
  }
  if (!response.ok) throw await failure(response)
  if (response.status === 204) return undefined as T
  return (await response.json()) as T
}

/** A file the server draws (a receipt's PDF, a Kundli report): refused with the same errors as
 * every call; with a body, POSTed as JSON. */
async function file(path: string, body?: unknown): Promise<Blob> {
  let response: Response
  try {
    response = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json', 'Accept-Language': storedLanguage() },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch {
    throw new ApiError(0, NETWORK_CODE, 'network')
  }
  if (!response.ok) throw await failure(response)
  return response.blob()
}

export const api = {
  file,
  get: <T>(path: string, options?: RequestOptions) => (takeEarly(path, options?.query) as Promise<T> | undefined) ?? request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
  /** POST a file as the raw body (the server decodes it to decide what it is). */
  upload: <T>(path: string, file: Blob, options?: RequestOptions) => request<T>('POST', path, file, options),
}

/** A fresh key for one submission: its retries reuse it so the server creates one record. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID()
}
