/** How a refund reads on the screen: its state and reason in words, the state's colour, and the
 * state filter's choices mapped to the API's states. */
import type { Refund, RefundState } from './api'
import { FILTER_LABELS, KIND_LABELS, REASON_LABELS, STATE_LABELS } from './texts'

export type Filter = keyof typeof FILTER_LABELS
export const FILTERS = Object.keys(FILTER_LABELS) as Filter[]

/** The API's states behind each filter choice; 'all' asks for every state at once. */
export const FILTER_STATES: Record<Filter, RefundState[]> = {
  all: [],
  awaiting: ['AWAITING_APPROVAL'],
  progress: ['QUEUED', 'PENDING'],
  credited: ['COMPLETED'],
  failed: ['FAILED'],
  declined: ['REJECTED'],
}

export const isFilter = (value: string | null): value is Filter => value !== null && value in FILTER_LABELS

export type Tone = 'yellow' | 'blue' | 'green' | 'red' | 'grey'

const TONES: Record<RefundState, Tone> = {
  AWAITING_APPROVAL: 'yellow',
  QUEUED: 'blue',
  PENDING: 'blue',
  COMPLETED: 'green',
  FAILED: 'red',
  REJECTED: 'grey',
}

export const stateLabel = (state: RefundState): string => STATE_LABELS[state] ?? state
export const stateTone = (state: RefundState): Tone => TONES[state] ?? 'grey'

/** 'duplicate_payment' -> 'Paid twice'; a reason the screen does not know yet is shown as sent. */
export const reasonLabel = (reason: string): string => REASON_LABELS[reason] ?? reason

/** 'Store order' */
export const kindLabel = (refund: Pick<Refund, 'targetKind'>): string => KIND_LABELS[refund.targetKind] ?? refund.targetKind

/** 'store order SO1001', for sentences. */
export const recordLabel = (refund: Pick<Refund, 'targetKind' | 'targetId'>): string => `${kindLabel(refund).toLowerCase()} ${refund.targetId}`

export const awaitsDecision = (refund: Refund): boolean => refund.state === 'AWAITING_APPROVAL'
