/** Server frames for tests, shaped as api/assistant sends them. */
import type { Action, CartLine, CartQuantity, KundliReport, Progress, ServiceChoice } from '../../../lib/assistantProtocol'

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

export function session(options: { sessionId?: string; history?: ReturnType<typeof message>[]; serviceId?: string | null; progress?: Progress; suggestions?: Action[]; language?: 'en' | 'hi' } = {}) {
  return {
    type: 'session',
    sessionId: options.sessionId ?? 'session-abcdefghijklmnop',
    services,
    greeting: GREETING,
    language: options.language ?? 'en',
    state: { version: 1, serviceId: options.serviceId ?? null, serviceName: null, history: options.history ?? [message(GREETING)] },
    progress: options.progress ?? null,
    suggestions: options.suggestions ?? [],
  }
}

/** A form's panel as the server sends it: the birth form unless told otherwise. */
export function progress(collected: Record<string, string>, asking: string | null, options: { form?: Progress['form']; fields?: [string, string][] } = {}): Progress {
  const fields = options.fields ?? [
    ['name', 'Name'],
    ['dateOfBirth', 'Date of birth'],
    ['timeOfBirth', 'Time of birth'],
    ['placeOfBirth', 'Place of birth'],
  ]
  const names = fields.map(([name]) => name)
  return {
    form: options.form ?? 'birth',
    title: options.form && options.form !== 'birth' ? 'Puja booking' : 'Birth details',
    fields: fields.map(([name, label]) => ({ name, label, value: collected[name] ?? null })),
    collected,
    asking,
    step: asking ? names.indexOf(asking) + 1 : Object.keys(collected).length,
    total: fields.length,
  }
}

export function reply(
  text: string,
  extra: { serviceId?: string | null; intent?: string; navigate?: { route: string; delayMs: number }; progress?: Progress; kundli?: KundliReport; actions?: Action[]; cart?: CartLine[]; cartSet?: CartQuantity[]; language?: 'en' | 'hi' } = {},
) {
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
    language: extra.language ?? 'en',
    actions: extra.actions ?? [],
    cart: extra.cart ?? null,
    cartSet: extra.cartSet ?? null,
  }
}
