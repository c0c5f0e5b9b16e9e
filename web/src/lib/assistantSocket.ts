/** The one client of the assistant WebSocket (/ws/assistant): resumes the stored conversation,
 * reconnects with back-off, and never loses what the devotee sends while the line is down. */
import { load, save } from './storage'
import type { AudioFormat, CartItem, ConnectionState, LanguageCode, ServerEvent } from './assistantProtocol'

export const MAX_FRAME_BYTES = 64 * 1024
export const AUDIO_CHUNK_BYTES = 32 * 1024
/** An utterance is kept until the server has it (the server's own limit is 2 MiB). */
export const MAX_UTTERANCE_BYTES = 2 * 1024 * 1024
const SESSION_KEY = 'assistant.session'
const SESSION_DAYS = 7 // the server keeps a conversation this long

export interface SocketOptions {
  url?: string
  createSocket?: (url: string) => WebSocket
  initialDelayMs?: number
  maxDelayMs?: number
  random?: () => number
}

type Kind = 'message' | 'select' | 'audio'
type Frame = string | ArrayBuffer

/** Something sent and not yet taken up: re-sent whole on the next connection. */
interface Entry {
  id: string
  kind: Kind
  frames: Frame[]
  complete: boolean
  bytes: number
  heard?: boolean // audio: the transcript came; the typing after it takes the entry up
}

export function assistantSocketUrl(location: Location = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/assistant`
}

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length
}

let counter = 0
const localId = (kind: Kind) => `local-${kind}-${Date.now().toString(36)}-${(counter += 1)}`

export class AssistantSocket {
  private ws: WebSocket | null = null
  private state: ConnectionState = 'closed'
  private stopped = true
  private attempts = 0
  private timer: ReturnType<typeof setTimeout> | null = null
  private outbox: Entry[] = []
  private recording: Entry | null = null
  private audioHeader: { mime: string; last: boolean } | null = null
  private language: LanguageCode = 'en'
  private cart: CartItem[] | null = null
  private listeners = new Set<(event: ServerEvent) => void>()
  private stateListeners = new Set<() => void>()
  private readonly options: Required<Omit<SocketOptions, 'url'>> & { url?: string }

  constructor(options: SocketOptions = {}) {
    this.options = {
      createSocket: (url) => new WebSocket(url),
      initialDelayMs: 500,
      maxDelayMs: 15_000,
      random: Math.random,
      ...options,
    }
  }

  // ---- lifecycle ----

  connect(): void {
    if (!this.stopped) return
    this.stopped = false
    window.addEventListener('online', this.reconnectNow)
    this.open('connecting')
  }

  /** Ends the conversation's connection for good (the stored session stays resumable). */
  close(): void {
    this.stopped = true
    window.removeEventListener('online', this.reconnectNow)
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    const ws = this.ws
    this.ws = null
    if (ws) {
      ws.onopen = ws.onclose = ws.onmessage = ws.onerror = null
      ws.close()
    }
    this.setState('closed')
  }

  getState = (): ConnectionState => this.state

  subscribe(listener: (event: ServerEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  subscribeState = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener)
    return () => this.stateListeners.delete(listener)
  }

  // ---- what the devotee sends ----

  /** A chat message; returns the id its `ack` will carry. */
  send(text: string): string {
    return this.enqueue('message', JSON.stringify({ type: 'message', text }))
  }

  selectService(serviceId: string): string {
    return this.enqueue('select', JSON.stringify({ type: 'select_service', serviceId }))
  }

  /** The devotee's language: sent with every hello, and at once when it changes. */
  setLanguage(language: LanguageCode): void {
    if (language === this.language) return
    this.language = language
    this.transmit(JSON.stringify({ type: 'set_language', language }))
  }

  /** The device's cart, so the assistant can show, change and check it out: sent after every
   * hello (before anything queued) and at once when it changes. */
  setCart(items: CartItem[]): void {
    const frame = JSON.stringify({ type: 'cart', items })
    if (this.cart && JSON.stringify({ type: 'cart', items: this.cart }) === frame) return
    this.cart = items
    this.transmit(frame)
  }

  /** Where the devotee is, for temples near them and the day's Panchang (only worth sending now: false when offline). */
  shareLocation(latitude: number, longitude: number): boolean {
    if (this.state !== 'open' || !this.ws) return false
    this.ws.send(JSON.stringify({ type: 'location', latitude, longitude }))
    return true
  }

  /** Asks the server to speak `text` (for browsers without voices): an `audio` event follows.
   * Speech is only worth having now: nothing is queued or re-sent (false when offline). */
  speak(text: string): boolean {
    const frame = JSON.stringify({ type: 'speak', text })
    if (this.state !== 'open' || !this.ws || byteLength(frame) > MAX_FRAME_BYTES) return false
    this.ws.send(frame)
    return true
  }

  startAudio(format: AudioFormat, sampleRate?: number): string {
    const frame = JSON.stringify(sampleRate ? { type: 'audio_start', format, sampleRate } : { type: 'audio_start', format })
    const entry = this.entry('audio', frame)
    entry.complete = false
    this.recording = entry
    this.outbox.push(entry)
    this.transmit(frame)
    return entry.id
  }

  /** A piece of the recording, split into frames the server accepts. */
  sendAudio(data: ArrayBuffer): void {
    const entry = this.recording
    if (!entry) throw new Error('startAudio first')
    if (entry.bytes + data.byteLength > MAX_UTTERANCE_BYTES) throw new RangeError('The recording is too large')
    for (let start = 0; start < data.byteLength; start += AUDIO_CHUNK_BYTES) {
      const chunk = data.slice(start, start + AUDIO_CHUNK_BYTES)
      entry.frames.push(chunk)
      entry.bytes += chunk.byteLength
      this.transmit(chunk)
    }
  }

  endAudio(): void {
    const entry = this.recording
    if (!entry) return
    const frame = JSON.stringify({ type: 'audio_end' })
    entry.frames.push(frame)
    entry.complete = true
    this.recording = null
    this.transmit(frame)
  }

  // ---- internals ----

  private entry(kind: Kind, frame: string): Entry {
    if (byteLength(frame) > MAX_FRAME_BYTES) throw new RangeError('That message is too large to send')
    return { id: localId(kind), kind, frames: [frame], complete: true, bytes: 0 }
  }

  private enqueue(kind: Kind, frame: string): string {
    const entry = this.entry(kind, frame)
    // An unfinished recording keeps its place: frames after it wait until it is complete.
    const at = this.recording ? this.outbox.indexOf(this.recording) : -1
    if (at >= 0) this.outbox.splice(at, 0, entry)
    else this.outbox.push(entry)
    this.transmit(frame)
    return entry.id
  }

  private transmit(frame: Frame): void {
    if (this.state === 'open' && this.ws) this.ws.send(frame)
  }

  private open(state: ConnectionState): void {
    this.timer = null
    this.setState(state)
    let ws: WebSocket
    try {
      ws = this.options.createSocket(this.options.url ?? assistantSocketUrl())
    } catch {
      this.scheduleReconnect()
      return
    }
    ws.binaryType = 'arraybuffer'
    this.ws = ws
    ws.onopen = () => this.onOpen(ws)
    ws.onmessage = (event: MessageEvent) => this.onMessage(event.data)
    ws.onclose = () => this.onDrop(ws)
    ws.onerror = () => undefined // onclose follows and reconnects
  }

  private onOpen(ws: WebSocket): void {
    if (ws !== this.ws) return
    this.attempts = 0
    const sessionId = load<string>(SESSION_KEY)
    const language = this.language
    ws.send(JSON.stringify(sessionId ? { type: 'hello', sessionId, language } : { type: 'hello', language }))
    if (this.cart) ws.send(JSON.stringify({ type: 'cart', items: this.cart }))
    // Everything not yet taken up goes (again) in order; the server handles frames one by one.
    for (const entry of this.outbox) for (const frame of entry.frames) ws.send(frame)
    this.audioHeader = null
    this.setState('open')
  }

  private onDrop(ws: WebSocket): void {
    if (ws !== this.ws) return
    this.ws = null
    if (!this.stopped) this.scheduleReconnect()
  }

  private reconnectNow = (): void => {
    if (this.stopped || this.state === 'open' || this.ws) return
    if (this.timer) clearTimeout(this.timer)
    this.open('reconnecting')
  }

  private scheduleReconnect(): void {
    this.setState('reconnecting')
    const { initialDelayMs, maxDelayMs, random } = this.options
    const base = Math.min(maxDelayMs, initialDelayMs * 2 ** this.attempts)
    this.attempts += 1
    // Jitter keeps a restarted server from being hit by every client at once.
    const delay = Math.round(base * (0.8 + 0.4 * random()))
    this.timer = setTimeout(() => this.open('reconnecting'), delay)
  }

  private setState(state: ConnectionState): void {
    if (state === this.state) return
    this.state = state
    this.stateListeners.forEach((listener) => listener())
  }

  private onMessage(data: unknown): void {
    if (typeof data !== 'string') {
      const header = this.audioHeader
      this.audioHeader = null
      if (header && data instanceof ArrayBuffer) this.emit({ type: 'audio', mime: header.mime, data, last: header.last })
      return
    }
    let frame: { type?: unknown } & Record<string, unknown>
    try {
      frame = JSON.parse(data)
    } catch {
      return
    }
    if (!frame || typeof frame.type !== 'string') return
    if (frame.type === 'audio') {
      this.audioHeader = { mime: typeof frame.mime === 'string' ? frame.mime : 'audio/mpeg', last: frame.last !== false }
      return
    }
    if (frame.type === 'session' && typeof frame.sessionId === 'string') save(SESSION_KEY, frame.sessionId, SESSION_DAYS)
    this.takeUp(frame.type, frame)
    this.emit(frame as ServerEvent)
  }

  /** The server answers frames in order: what it sends now tells what it has taken up. */
  private takeUp(type: string, frame?: Record<string, unknown>): void {
    if (type === 'transcript') {
      const audio = this.outbox.find((entry) => entry.kind === 'audio' && entry.complete && !entry.heard)
      if (audio) audio.heard = true
      return
    }
    const answers = (entry: Entry) =>
      entry.complete &&
      (type === 'error' ||
        (entry.kind === 'message' && type === 'typing') ||
        (entry.kind === 'audio' && type === 'typing' && entry.heard === true) ||
        (entry.kind === 'select' && type === 'reply' && frame?.intent === 'service_selected'))
    const index = this.outbox.findIndex(answers)
    if (index < 0) return
    const [entry] = this.outbox.splice(index, 1)
    this.emit({ type: 'ack', id: entry.id })
  }

  private emit(event: ServerEvent): void {
    this.listeners.forEach((listener) => listener(event))
  }
}
