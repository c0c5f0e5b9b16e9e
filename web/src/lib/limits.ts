/** The server's own limits (GET /api/site `limits`) once they have arrived: the forms check with
 * them, and a text names one as a placeholder ({maxAmount}, {phoneDigits}) instead of a copy. */
import type { Schema } from './wire'

/** The server's limits, patterns and charges (amounts, phone, e-mail, ...): the forms check with
 * them before sending, and the server checks again. */
export type Limits = Schema<'Limits'>

let limits: Limits | undefined
const listeners = new Set<() => void>()

/** The limits, or undefined until the site info has arrived (never asks for it: lib/site does). */
export function knownLimits(): Limits | undefined {
  return limits
}

/** Keeps the limits and tells those who show them (the texts re-render). */
export function setLimits(next: Limits | undefined): void {
  if (next === limits) return
  limits = next
  listeners.forEach((listener) => listener())
}

export function subscribeLimits(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Each numeric limit under its own name, written by `write`: the values of a text's limit placeholders. */
export function limitWords(write: (value: number) => string = String): Record<string, string> {
  const words: Record<string, string> = {}
  for (const [name, value] of Object.entries(limits ?? {})) if (typeof value === 'number') words[name] = write(value)
  return words
}

/** `text` with its {slots} filled: from `vars`, else a limit the server publishes ({maxAmount}), its
 * number written by `write`. A text naming a limit that has not arrived yet says nothing until it has. */
export function fillText(text: string, vars: Record<string, string | number> = {}, write: (value: number) => string = String): string {
  if (!text.includes('{')) return text
  const words = limitWords(write)
  let waiting = false
  const filled = text.replace(/\{(\w+)\}/g, (match, slot: string) => {
    if (slot in vars) return String(vars[slot])
    if (slot in words) return words[slot]
    waiting = true
    return match
  })
  return waiting && !limits ? '' : filled
}
