/** The booking form's rules (spec section 5 "Priest booking"), checked before anything is sent. */
import type { MessageKey } from '../../i18n/context'
import { emailProblem, nameTooShort, phoneProblem } from '../../lib/validation'
import type { FreePriests, TimeSlot } from './api'
import { EMPTY_SANKALP, type SankalpDraft } from '../../components/sankalp/sankalp'

export interface BookingDraft {
  name: string
  phone: string
  email: string
  address: string
  online: boolean
  requests: string
  date: string
  time: string
  /** The chosen priest's id; '' is "Any available priest". */
  priestId: string
  /** The language asked for; '' is any. */
  language: string
  /** Optional; offered again from the last booking made on this device. */
  sankalp: SankalpDraft
}

export type BookingField = Exclude<keyof BookingDraft, 'online' | 'language'>
export type BookingErrors = Partial<Record<BookingField, MessageKey>>

export const EMPTY_DRAFT: BookingDraft = { name: '', phone: '', email: '', address: '', online: false, requests: '', date: '', time: '', priestId: '', language: '', sankalp: EMPTY_SANKALP }

/** Required fields first ("Please fill all required fields" at each), then the format rules. */
export function validateBooking(form: BookingDraft, today: string, slots?: TimeSlot[] | null, free?: FreePriests | null): BookingErrors {
  const errors: BookingErrors = {}
  const required: Exclude<BookingField, 'sankalp'>[] = ['name', 'phone', 'date', 'time', ...(form.online ? [] : (['address'] as const))]
  for (const field of required) if (!form[field].trim()) errors[field] = 'common.requiredFields'
  if (!errors.name && nameTooShort(form.name)) errors.name = 'common.nameShort'
  if (!errors.phone) errors.phone = phoneProblem(form.phone)?.message
  errors.email = emailProblem(form.email)?.message
  if (!errors.date && form.date < today) errors.date = 'common.dateInPast'
  const chosen = slots?.find((slot) => slot.label === form.time)
  if (!errors.time && chosen && !chosen.available) errors.time = chosen.full ? 'priests.slotFullError' : 'priests.slotGone'
  // The priest chosen for another date, slot or place may not be free for this one.
  if (form.priestId && free && !free.priests.some((priest) => priest.id === form.priestId)) errors.priestId = 'priests.priestGone'
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as BookingErrors
}

/** The server's field names on the wire, as the form's. */
export const WIRE_FIELDS: Record<string, BookingField> = {
  customerName: 'name',
  customerPhone: 'phone',
  customerEmail: 'email',
  customerAddress: 'address',
  selectedDate: 'date',
  selectedTime: 'time',
  specialRequests: 'requests',
  priestId: 'priestId',
}
