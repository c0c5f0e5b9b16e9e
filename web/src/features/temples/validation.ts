/** The temple booking form's rules (spec section 5), as text keys shown at the fields. */
import type { MessageKey } from '../../i18n/context'
import { phoneDigits } from '../../lib/format'
import { slotStarted } from './geo'
import type { TempleBookingBody } from './api'

export interface TempleForm {
  customerName: string
  customerPhone: string
  customerEmail: string
  selectedDate: string
  selectedTime: string
  specialRequests: string
}

export type FormField = keyof TempleForm
export type FormErrors = Partial<Record<FormField, MessageKey>>

export const EMPTY_FORM: TempleForm = {
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  selectedDate: '',
  selectedTime: '',
  specialRequests: '',
}

/** The order errors are checked in, so focus goes to the first one on screen. */
export const FIELD_ORDER: FormField[] = ['customerName', 'customerPhone', 'customerEmail', 'selectedDate', 'selectedTime', 'specialRequests']

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

export function validate(form: TempleForm, slots: string[], today: string, now: Date = new Date()): FormErrors {
  const errors: FormErrors = {}
  const name = form.customerName.trim()
  if (!name) errors.customerName = 'common.requiredFields'
  else if (name.length < 2) errors.customerName = 'common.nameShort'

  const phone = form.customerPhone.trim()
  const digits = phoneDigits(phone)
  if (!phone) errors.customerPhone = 'common.requiredFields'
  else if (digits.length !== 10) errors.customerPhone = 'common.phoneDigits'
  else if (!/^[6-9]/.test(digits)) errors.customerPhone = 'common.phoneFormat'

  const email = form.customerEmail.trim()
  if (email && !EMAIL.test(email)) errors.customerEmail = 'common.emailFormat'

  if (!form.selectedDate) errors.selectedDate = 'common.requiredFields'
  else if (form.selectedDate < today) errors.selectedDate = 'common.dateInPast'

  if (!form.selectedTime || !slots.includes(form.selectedTime)) errors.selectedTime = 'common.requiredFields'
  else if (form.selectedDate && slotStarted(form.selectedTime, form.selectedDate, today, now)) errors.selectedTime = 'temples.slotGone'
  return errors
}

export function bookingBody(templeId: string, serviceId: string, form: TempleForm): TempleBookingBody {
  return {
    templeId,
    serviceId,
    customerName: form.customerName.trim(),
    customerPhone: form.customerPhone.trim(),
    customerEmail: form.customerEmail.trim() || null,
    selectedDate: form.selectedDate,
    selectedTime: form.selectedTime,
    specialRequests: form.specialRequests.trim(),
  }
}
