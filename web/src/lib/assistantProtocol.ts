/** The assistant socket's frames (README "The assistant", api/assistant/socket.py), as types. */

export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed'
export type BirthField = 'name' | 'dateOfBirth' | 'timeOfBirth' | 'placeOfBirth'

export interface ServiceChoice {
  id: string
  name: string
  description: string
  icon: string
  category: string
}

export interface ChatMessage {
  id: string
  text: string
  isUser: boolean
  timestamp: string
  serviceId: string | null
  serviceName: string | null
}

export interface BirthProgress {
  collected: Partial<Record<BirthField, string>>
  asking: BirthField | null
  step: number
  total: number
}

export interface StoredConversation {
  serviceId: string | null
  serviceName: string | null
  birthForm?: Partial<Record<BirthField, string | null>> & { collecting?: boolean; asking?: BirthField | null }
  history: ChatMessage[]
}

export interface SessionFrame {
  type: 'session'
  sessionId: string
  services: ServiceChoice[]
  greeting: string
  state: StoredConversation
}

export interface ReplyFrame {
  type: 'reply'
  message: ChatMessage
  intent: string
  confidence: number
  serviceId: string | null
  navigate: { route: string; delayMs: number } | null
  progress: BirthProgress | null
  /** The chart when one was made; its shape belongs to the Kundli service. */
  kundli: Record<string, unknown> | null
}

export type ServerEvent =
  | SessionFrame
  | ReplyFrame
  | { type: 'typing' }
  | { type: 'transcript'; text: string }
  | { type: 'error'; code: string; message: string }
  /** Synthesised speech: the `audio` header joined with the binary frame after it. */
  | { type: 'audio'; mime: string; data: ArrayBuffer }
  /** A message, service choice or recording has been taken up by the server (see `Entry`). */
  | { type: 'ack'; id: string }

export type AudioFormat = 'webm' | 'ogg' | 'mp4' | 'wav' | 'pcm'

/** The server refuses frames over 64 KiB; audio goes in chunks well under that. */
