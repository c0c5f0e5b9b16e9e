/** The conversation as the modal shows it, as a pure reducer over the socket's events. */
import type { Action, CartLine, CartQuantity, ChatMessage, LanguageCode, Progress, ServerEvent, ServiceChoice, SessionFrame } from '../../lib/assistantProtocol'
import { kundliOf, type Kundli } from './kundli'

/** Error codes about the devotee's recording: the voice controls show those, not the chat. */
export const VOICE_CODES = new Set(['voice_error', 'voice_unavailable', 'empty', 'undecodable', 'too_long', 'unsupported_audio', 'audio_too_large', 'no_audio', 'audio_timeout', 'timeout', 'voice_busy'])
/** The server cannot speak a reply: the reply is on screen, nothing to tell the devotee. */
export const SILENT_CODES = new Set(['speech_unavailable'])

export interface ChatItem {
  id: string
  text: string
  isUser: boolean
  timestamp: string
  /** A devotee's message the server has not taken up yet (offline, or in flight). */
  pending?: boolean
  /** A refusal from the server (rate limit, unknown service...), shown in the flow. */
  notice?: { code: string }
  kundli?: Kundli
  /** Buttons under an assistant's reply: links, suggestions, a payment, sharing location. */
  actions?: Action[]
}

export interface Navigation {
  route: string
  delayMs: number
  key: string
  /** What the reply said about where it goes (the modal shows it while it waits). */
  text: string
}

export interface Conversation {
  services: ServiceChoice[]
  serviceId: string | null
  items: ChatItem[]
  typing: boolean
  /** A message is out and its answer has not come yet. */
  awaiting: boolean
  /** The open form's panel and the service it belongs to. */
  progress: { serviceId: string | null; progress: Progress } | null
  navigate: Navigation | null
  /** Replies that arrived live (not restored from history): the modal speaks these. */
  lastReply: { id: string; text: string } | null
  /** What a live reply did to the device's cart (lines added, lines set: 0 takes one out),
   * keyed by its message, for the modal to apply once. */
  cart: { key: string; lines: CartLine[]; set: CartQuantity[] } | null
  /** Chips shown under the greeting before anything is said. */
  suggestions: Action[]
  language: LanguageCode | null
}

export type ConversationAction =
  | { type: 'event'; event: ServerEvent }
  | { type: 'sent'; id: string; text: string; at: string }
  | { type: 'select'; serviceId: string }
  | { type: 'notice'; text: string; code: string }
  | { type: 'expire' }
  | { type: 'navigated' }
  | { type: 'carted' }

export const initialConversation: Conversation = {
  services: [],
  serviceId: null,
  items: [],
  typing: false,
  awaiting: false,
  progress: null,
  navigate: null,
  lastReply: null,
  cart: null,
  suggestions: [],
  language: null,
}

function fromHistory(frame: SessionFrame, previous: ChatItem[]): ChatItem[] {
  const known = new Map(previous.map((item) => [item.id, item]))
  const history = frame.state.history ?? []
  // The modal shows the greeting itself (in the devotee's language): skip the stored one.
  const shown = history.filter((message, index) => !(index === 0 && !message.isUser && message.text === frame.greeting))
  const restored: ChatItem[] = shown.map((message: ChatMessage) => ({
    id: message.id,
    text: message.text,
    isUser: message.isUser,
    timestamp: message.timestamp,
    kundli: known.get(message.id)?.kundli,
    actions: known.get(message.id)?.actions,
  }))
  // Messages not taken up yet are re-sent by the socket: keep showing them, after the history.
  return [...restored, ...previous.filter((item) => item.pending)]
}

let notices = 0
const localItem = (text: string, code: string): ChatItem => {
  notices += 1
  return { id: `notice-${notices}-${Date.now()}`, text, isUser: false, timestamp: new Date().toISOString(), notice: { code } }
}

function onEvent(state: Conversation, event: ServerEvent): Conversation {
  switch (event.type) {
    case 'session':
      return {
        ...state,
        services: event.services,
        serviceId: event.state.serviceId,
        items: fromHistory(event, state.items),
        progress: event.progress ? { serviceId: event.state.serviceId, progress: event.progress } : null,
        suggestions: event.suggestions,
        language: event.language,
        typing: false,
      }
    case 'typing':
      return { ...state, typing: true }
    case 'ack':
      return { ...state, items: state.items.map((item) => (item.id === event.id ? { ...item, pending: false } : item)) }
    case 'transcript':
      return {
        ...state,
        awaiting: true,
        items: [...state.items, { id: `heard-${state.items.length}-${Date.now()}`, text: event.text, isUser: true, timestamp: new Date().toISOString() }],
      }
    case 'reply': {
      const { message } = event
      const kundli = event.kundli ? kundliOf(event.kundli) : undefined
      const actions = event.actions.length ? event.actions : undefined
      const item: ChatItem = { id: message.id, text: message.text, isUser: false, timestamp: message.timestamp, kundli, actions }
      return {
        ...state,
        items: [...state.items, item],
        typing: false,
        awaiting: false,
        serviceId: event.intent === 'service_selected' && event.serviceId ? event.serviceId : state.serviceId,
        progress: event.progress ? { serviceId: event.serviceId, progress: event.progress } : state.progress,
        navigate: event.navigate ? { ...event.navigate, key: message.id, text: message.text } : state.navigate,
        lastReply: { id: message.id, text: message.text },
        cart: event.cart?.length || event.cartSet?.length ? { key: message.id, lines: event.cart ?? [], set: event.cartSet ?? [] } : state.cart,
        language: event.language,
      }
    }
    case 'error':
      if (SILENT_CODES.has(event.code)) return state
      if (VOICE_CODES.has(event.code)) return { ...state, typing: false, awaiting: false }
      return {
        ...state,
        typing: false,
        awaiting: false,
        // An unknown service is no longer selected on the server either.
        serviceId: event.code === 'unknown_service' ? null : state.serviceId,
        items: [...state.items, localItem(event.message, event.code)],
      }
    default:
      return state
  }
}

export function conversationReducer(state: Conversation, action: ConversationAction): Conversation {
  switch (action.type) {
    case 'event':
      return onEvent(state, action.event)
    case 'sent':
      return { ...state, awaiting: true, items: [...state.items, { id: action.id, text: action.text, isUser: true, timestamp: action.at, pending: true }] }
    case 'select':
      return { ...state, serviceId: action.serviceId }
    case 'notice':
      return { ...state, items: [...state.items, localItem(action.text, action.code)] }
    case 'expire':
      // No answer for a long while (the server is down): let the devotee send again.
      return { ...state, awaiting: false, typing: false }
    case 'navigated':
      return { ...state, navigate: null }
    case 'carted':
      return { ...state, cart: null }
  }
}

/** The panel shows while a form asks; the birth form's only with its own service selected. */
export function visibleProgress(state: Conversation): Progress | null {
  const current = state.progress
  if (!current || !current.progress.asking) return null
  if (current.progress.form !== 'birth') return current.progress
  return current.serviceId === state.serviceId ? current.progress : null
}

/** The id of the newest assistant reply: its suggestion chips are the ones to offer. */
export function latestReplyId(items: ChatItem[]): string | null {
  for (let index = items.length - 1; index >= 0; index -= 1) {
    const item = items[index]
    if (!item.isUser && !item.notice) return item.id
    if (item.isUser) return null
  }
  return null
}
