/** Server frames for tests, shaped as api/assistant sends them. */
import type { BirthProgress, ServiceChoice } from '../../../lib/assistantProtocol'

export const GREETING = "Namaste! I'm your spiritual assistant. Select a service above and ask me anything!"

export const services: ServiceChoice[] = [
  { id: 'general-assistant', name: 'General Spiritual Assistant', description: 'Answers questions', icon: '🙏', category: 'general' },
  { id: 'kundli-horoscope-agent', name: 'Kundli & Horoscope Agent', description: 'Makes your Kundli', icon: '📜', category: 'astrology' },
]

let counter = 0

export function message(text: string, isUser = false, serviceId: string | null = null) {
  counter += 1
  return { id: `msg-${counter}`, text, isUser, timestamp: '2026-11-22T05:30:00.000Z', serviceId, serviceName: null }
}

export function session(options: { sessionId?: string; history?: ReturnType<typeof message>[]; serviceId?: string | null; birthForm?: object } = {}) {
  return {
    type: 'session',
    sessionId: options.sessionId ?? 'session-abcdefghijklmnop',
    services,
    greeting: GREETING,
    state: { version: 1, serviceId: options.serviceId ?? null, serviceName: null, birthForm: options.birthForm ?? { collecting: false }, history: options.history ?? [message(GREETING)] },
  }
}

export function reply(text: string, extra: { serviceId?: string | null; intent?: string; navigate?: { route: string; delayMs: number }; progress?: BirthProgress; kundli?: object } = {}) {
  const serviceId = extra.serviceId ?? null
  return {
    type: 'reply',
    message: message(text, false, serviceId),
    intent: extra.intent ?? 'chat',
    confidence: 0.5,
    serviceId,
    navigate: extra.navigate ?? null,
    progress: extra.progress ?? null,
    kundli: extra.kundli ?? null,
  }
}
