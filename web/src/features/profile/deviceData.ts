/** What this device keeps of the devotee (lib/storage), named as a person understands it, and forgetting
 * it. Not the devotee's details, so never forgotten here: the language and the voice switch (settings),
 * bookings and orders waiting to be sent or paid (forgetting those could book twice), and the back
 * office's drafts. */
import { CHECKOUT_DRAFT, DRAFT_CHANGED } from '../../lib/cart'
import { remove, storedKeys } from '../../lib/storage'

export type Kept = 'delivery' | 'contact' | 'forms' | 'birth' | 'assistant'

// First match wins: by the key each screen saves under (see the screens' own constants).
const KINDS: [prefix: string, kind: Kept | null][] = [
  ['store.lastDelivery', 'delivery'],
  ['orders.contact', 'contact'],
  ['draft.astrology.', 'birth'],
  ['draft.assistant-message', 'assistant'],
  ['assistant.session', 'assistant'],
  ['draft.admin', null],
  ['draft.', 'forms'],
]

function kindOf(key: string): Kept | null {
  return KINDS.find(([prefix]) => key.startsWith(prefix))?.[1] ?? null
}

/** The kinds of detail kept now, in a fixed order. */
export function keptOnDevice(): Kept[] {
  const found = new Set(storedKeys().map(kindOf))
  return (['delivery', 'contact', 'forms', 'birth', 'assistant'] as const).filter((kind) => found.has(kind))
}

/** Forget every detail of the devotee's kept here; the cart's screens hear that it emptied. */
export function forgetDetails(): void {
  for (const key of storedKeys()) if (kindOf(key)) remove(key)
  window.dispatchEvent(new CustomEvent(DRAFT_CHANGED, { detail: CHECKOUT_DRAFT }))
}
