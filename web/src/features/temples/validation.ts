/** The temple booking form's rules (spec section 5), as text keys shown at the fields. */
import type { Language, MessageKey } from '../../i18n/context'
import { NO_ADDRESS, addressBody, addressProblems, type AddressParts } from '../../lib/address'
import { emailProblem, nameProblem, phoneProblem } from '../../lib/validation'
import { slotStarted } from './geo'
import type { TempleBookingBody } from './api'
import { EMPTY_SANKALP, sankalpBody, type SankalpDraft } from '../../components/sankalp/sankalp'

/** `prasad`: where the temple ships the pooja's prasad, 'yes' sends it to the address below,
 * 'no' is "no prasad, thanks". */
export interface TempleForm extends AddressParts {
  customerName: string
  customerPhone: string
  customerEmail: string
  selectedDate: string
  selectedTime: string
  prasad: 'yes' | 'no'
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
  prasad: 'yes',
  ...NO_ADDRESS,
  specialRequests: '',
  sankalp: EMPTY_SANKALP,
}

/** The order errors are checked in, so focus goes to the first one on screen. */
export const FIELD_ORDER: FormField[] = ['customerName', 'customerPhone', 'customerEmail', 'selectedDate', 'selectedTime', 'prasad', 'houseAndStreet', 'landmark', 'city', 'state', 'pinCode', 'specialRequests']

/** The devotee asks for the prasad at home: the service ships it and they did not decline it. */
export function wantsPrasad(form: TempleForm, shipsPrasad: boolean): boolean {
  return shipsPrasad && form.prasad === 'yes'
}

/** `full`: the slots of the chosen date that the server says have no place left. */
export function validate(form: TempleForm, slots: string[], today: string, now: Date = new Date(), full: readonly string[] = [], shipsPrasad = false): FormErrors {
  const errors: FormErrors = wantsPrasad(form, shipsPrasad) ? addressProblems(form) : {}
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
export function bookingBody(templeId: string, serviceId: string, form: TempleForm, language: Language, shipsPrasad = false): TempleBookingBody {
  const body: TempleBookingBody = {
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
  if (!shipsPrasad) return body
  const wants = wantsPrasad(form, shipsPrasad)
  return { ...body, wantsPrasad: wants, deliveryAddress: wants ? addressBody(form) : null }
}
