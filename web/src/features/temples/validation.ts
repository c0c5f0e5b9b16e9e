/** The temple booking form's rules (spec section 5), as text keys shown at the fields. */
import type { Language, MessageKey } from '../../i18n/context'
import { emailProblem, nameProblem, phoneProblem } from '../../lib/validation'
import { slotStarted } from './geo'
import type { TempleBookingBody } from './api'
import { EMPTY_SANKALP, sankalpBody, type SankalpDraft } from '../../components/sankalp/sankalp'

export interface TempleForm {
  customerName: string
  customerPhone: string
  customerEmail: string
  selectedDate: string
  selectedTime: string
  specialRequests: string
  /** Optional; offered again from the last booking made on this device. */
  sankalp: SankalpDraft
}

export type FormField = Exclude<keyof TempleForm, 'sankalp'>
export type FormErrors = Partial<Record<FormField, MessageKey>>

export const EMPTY_FORM: TempleForm = {
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  selectedDate: '',
  selectedTime: '',
  specialRequests: '',
  sankalp: EMPTY_SANKALP,
}

/** The order errors are checked in, so focus goes to the first one on screen. */
export const FIELD_ORDER: FormField[] = ['customerName', 'customerPhone', 'customerEmail', 'selectedDate', 'selectedTime', 'specialRequests']

/** `full`: the slots of the chosen date that the server says have no place left. */
export function validate(form: TempleForm, slots: string[], today: string, now: Date = new Date(), full: readonly string[] = []): FormErrors {
  const errors: FormErrors = {}
  if (!form.customerName.trim()) errors.customerName = 'common.requiredFields'
  else errors.customerName = nameProblem(form.customerName)?.message

  if (!form.customerPhone.trim()) errors.customerPhone = 'common.requiredFields'
  else errors.customerPhone = phoneProblem(form.customerPhone)?.message

  errors.customerEmail = emailProblem(form.customerEmail)?.message

  if (!form.selectedDate) errors.selectedDate = 'common.requiredFields'
  else if (form.selectedDate < today) errors.selectedDate = 'common.dateInPast'

  if (!form.selectedTime || !slots.includes(form.selectedTime)) errors.selectedTime = 'common.requiredFields'
  else if (form.selectedDate && slotStarted(form.selectedTime, form.selectedDate, today, now)) errors.selectedTime = 'temples.slotGone'
  else if (full.includes(form.selectedTime)) errors.selectedTime = 'temples.slotFullError'
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FormErrors
}

/** The body POSTed; our messages about the booking are written in the screen's language. */
export function bookingBody(templeId: string, serviceId: string, form: TempleForm, language: Language): TempleBookingBody {
  return {
    templeId,
    serviceId,
    customerName: form.customerName.trim(),
    customerPhone: form.customerPhone.trim(),
    customerEmail: form.customerEmail.trim() || null,
    selectedDate: form.selectedDate,
    selectedTime: form.selectedTime,
    specialRequests: form.specialRequests.trim(),
    messageLanguage: language,
    sankalp: sankalpBody(form.sankalp),
  }
}
