/** The assistant socket's frames: generated from the server's models (assistantFrames.ts,
 * api/assistant/protocol.py), plus what this client adds on its side. */
import type { AudioFrame, ServerFrame } from './assistantFrames'

export type {
  Action,
  CartItem,
  CartLine,
  CartQuantity,
  ChatMessage,
  KundliReport,
  LanguageCode,
  LinkAction,
  PayAction,
  Progress,
  ProgressField,
  ReplyFrame,
  SayAction,
  ServiceChoice,
  SessionFrame,
  ShareLocationAction,
} from './assistantFrames'

export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed'

export type ServerEvent =
  | Exclude<ServerFrame, AudioFrame>
  /** Synthesised speech: the `audio` header joined with the binary frame after it (a reply
   * comes a sentence at a time; `last` marks its last part). */
  | { type: 'audio'; mime: string; data: ArrayBuffer; last: boolean }
  /** A message, service choice or recording has been taken up by the server (see `Entry`). */
  | { type: 'ack'; id: string }

export type AudioFormat = 'webm' | 'ogg' | 'mp4' | 'wav' | 'pcm'
