/** The booking form's state: a draft per puja that survives a reload, the spec's checks, the
 * server's field errors back at the fields, and the record the payment dialog asks for. */
import { useCallback, useRef, useState } from 'react'
import { ApiError } from '../../../lib/api'
import { todayISO } from '../../../lib/format'
import { useDraft } from '../../../lib/useDraft'
import { useI18n, type Language } from '../../../i18n/context'
import { describeFieldErrors } from '../../../i18n/errors'
import type { PaymentRecord } from '../../../components/payment/contract'
import type { PriestBookingBody, PujaService } from '../api'
import type { PriestBooking } from '../../../lib/records'
import { EMPTY_DRAFT, WIRE_FIELDS, validateBooking, type BookingDraft, type BookingField } from '../validation'
import { useDebounced } from '../../../lib/useDebounced'
import { useFreePriests } from './useFreePriests'
import { useTimeSlots } from '../../../components/slots/useTimeSlots'
import { isSankalpField, lastSankalp, rememberSankalp, sankalpBody, sankalpProblem } from '../../../components/sankalp/sankalp'
import { useSite } from '../../../lib/site'

export type FieldMessages = Partial<Record<BookingField, string>>

/** The server's code for a slot with no priest left (409). */
const SLOT_FULL = 'slot_full'
/** The server's codes for a chosen priest taken meanwhile (409). */
const PRIEST_GONE = new Set(['priest_taken', 'priest_unavailable'])

/** The body POSTed; our messages about the booking are written in the screen's language. */
export function toBody(service: PujaService, form: BookingDraft, language: Language): PriestBookingBody {
  return {
    serviceId: service.id,
    customerName: form.name.trim(),
    customerPhone: form.phone.trim(),
    customerEmail: form.email.trim() || null,
    customerAddress: form.online ? '' : form.address.trim(),
    isOnline: form.online,
    selectedDate: form.date,
    selectedTime: form.time,
    specialRequests: form.requests.trim(),
    priestId: form.priestId || null,
    language: (form.language || null) as PriestBookingBody['language'],
    messageLanguage: language,
    sankalp: sankalpBody(form.sankalp),
  }
}

export function useBookingForm(service: PujaService, create: (body: PriestBookingBody) => Promise<PriestBooking>) {
  const { t, language } = useI18n()
  const draftKey = `priest-form.${service.id}`
  // The sankalp of the last booking made here is offered again (a draft of this puja keeps its own).
  const [form, update, clear] = useDraft<BookingDraft>(draftKey, { ...EMPTY_DRAFT, sankalp: lastSankalp() })
  const choices = useSite()?.sankalp
  // The address is asked about once typing pauses: who reaches it depends on it.
  const address = useDebounced(form.address, 600)
  const seeking = { serviceId: service.id, date: form.date, time: form.time, online: form.online, address, language: form.language }
  const slots = useTimeSlots(seeking, seeking.date)
  const priests = useFreePriests(seeking)
  // The address typed is not yet the one asked about: what the lists say may change.
  const settling = !form.online && address !== form.address
  const [tried, setTried] = useState(false)
  const [serverErrors, setServerErrors] = useState<FieldMessages>({})
  const created = useRef<PriestBooking | null>(null)

  const checks = tried ? validateBooking(form, todayISO(), slots.data, priests.data) : {}
  const errors: FieldMessages = { ...serverErrors }
  for (const [field, key] of Object.entries(checks)) errors[field as BookingField] = t(key)
  const sankalpWrong = sankalpProblem(form.sankalp, choices)
  if (tried && sankalpWrong && !errors.sankalp) errors.sankalp = t(sankalpWrong.key, sankalpWrong.vars)

  const change = useCallback(
    (patch: Partial<BookingDraft>) => {
      update(patch)
      // What the server said about a field no longer holds once it is edited.
      setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))))
    },
    [update],
  )

  /** Check everything before payment; true when the form may go on. */
  const check = () => {
    setTried(true)
    return Object.keys(validateBooking(form, todayISO(), slots.data, priests.data)).length === 0 && !sankalpProblem(form.sankalp, choices)
  }

  /** The payment dialog's createRecord; field errors from the server go back to the form. */
  const createRecord = async (onRefused: () => void): Promise<PaymentRecord> => {
    setServerErrors({})
    try {
      const booking = await create(toBody(service, form, language))
      created.current = booking
      rememberSankalp(form.sankalp)
      return { id: booking.id, amount: booking.price }
    } catch (error) {
      if (error instanceof ApiError && !error.isNetwork) {
        const fields: FieldMessages = {}
        for (const [wire, message] of Object.entries(describeFieldErrors(t, error))) {
          const field = isSankalpField(wire) ? 'sankalp' : WIRE_FIELDS[wire]
          if (field) fields[field] = message
        }
        if (error.code === SLOT_FULL) {
          // Taken while the form was open: say so in the devotee's language and show it as Full.
          fields.time = t('priests.slotFullError')
          slots.reload()
        }
        if (PRIEST_GONE.has(error.code)) {
          fields.priestId = t('priests.priestGone')
          priests.reload()
        }
        if (Object.keys(fields).length) {
          setServerErrors(fields)
          onRefused()
        }
      }
      throw error
    }
  }

  return { form, change, clear, errors, slots, priests, settling, check, createRecord, created, draftKey }
}
