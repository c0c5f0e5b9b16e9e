/** Edit Booking's client-side checks with the spec's messages (section 5); the server checks again. */
import { todayISO } from '../../../lib/format'
import { isEmailAddress, nameTooShort, phoneFault } from '../../../lib/validation'
import { commonText } from '../ui/texts'
import type { TempleBookingEdit } from './api'
import { TEXT } from './texts'

export type EditErrors = Partial<Record<keyof TempleBookingEdit, string>>

export function phoneError(phone: string): string | undefined {
  if (!phone.trim()) return TEXT.requiredFields
  const fault = phoneFault(phone)
  if (fault === 'digits') return commonText('phoneDigits')
  if (fault === 'format') return TEXT.phoneFormat
  return undefined
}

/** `original` is the booking as stored: a date or time left unchanged is not re-checked (as on the server). */
export function validateEdit(form: TempleBookingEdit, original: TempleBookingEdit, today = todayISO()): EditErrors {
  const errors: EditErrors = {}
  const name = form.customerName.trim()
  if (!name) errors.customerName = TEXT.requiredFields
  else if (nameTooShort(name)) errors.customerName = commonText('nameShort')
  const phone = phoneError(form.customerPhone)
  if (phone) errors.customerPhone = phone
  const email = (form.customerEmail ?? '').trim()
  if (email && !isEmailAddress(email)) errors.customerEmail = TEXT.emailFormat
  if (!form.selectedDate) errors.selectedDate = TEXT.requiredFields
  if (!form.selectedTime) errors.selectedTime = TEXT.requiredFields
  const moved = form.selectedDate !== original.selectedDate || form.selectedTime !== original.selectedTime
  if (form.selectedDate && moved && form.selectedDate < today) errors.selectedDate = TEXT.dateInPast
  return errors
}

/** Only what changed goes to the server, so an untouched time that lost its slot still saves. */
export function changedFields(form: TempleBookingEdit, original: TempleBookingEdit): Partial<TempleBookingEdit> {
  const trimmed: TempleBookingEdit = {
    customerName: form.customerName.trim(),
    customerPhone: form.customerPhone.trim(),
    customerEmail: (form.customerEmail ?? '').trim() || null,
    selectedDate: form.selectedDate,
    selectedTime: form.selectedTime,
    specialRequests: form.specialRequests.trim(),
  }
  const changes: Partial<TempleBookingEdit> = {}
  for (const key of Object.keys(trimmed) as (keyof TempleBookingEdit)[]) {
    if ((trimmed[key] ?? null) !== (original[key] ?? null)) Object.assign(changes, { [key]: trimmed[key] })
  }
  return changes
}
