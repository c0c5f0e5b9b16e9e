/** Book one pooja: the form (a draft that survives reloads), the payment dialog, then the confirmation. */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useI18n } from '../../../i18n/context'
import { describeError } from '../../../i18n/errors'
import { describeAddressErrors } from '../../../lib/address'
import { ApiError } from '../../../lib/api'
import { useSite } from '../../../lib/site'
import { formatINR, todayISO } from '../../../lib/format'
import { useDraft } from '../../../lib/useDraft'
import type { Outbox } from '../../../lib/useOutbox'
import { Button } from '../../../components/Button'
import { Notice } from '../../../components/States'
import { PaymentDialog } from '../../../components/payment/PaymentDialog'
import type { PaymentSuccess } from '../../../components/payment/contract'
import type { TempleDetail, TempleService } from '../api'
import type { TempleBooking } from '../../../lib/records'
import { useServiceSlots } from '../hooks/useServiceSlots'
import { useTempleBooking } from '../hooks/useTempleBooking'
import { slotOptions } from '../slots'
import { EMPTY_FORM, FIELD_ORDER, bookingBody, validate, type FormErrors, type FormField } from '../validation'
import { BookingFields, fieldId } from './BookingFields'
import { BookingConfirmation, type Confirmed } from './BookingConfirmation'
import { isSankalpField, lastSankalp, rememberSankalp, sankalpProblem, type SankalpDraft } from '../../../components/sankalp/sankalp'
import styles from './BookingPanel.module.css'

/** The server's code for a slot with no place left (409). */
const SLOT_FULL = 'slot_full'

function without<T extends object>(record: T, key: string): T {
  const copy = { ...record }
  delete (copy as Record<string, unknown>)[key]
  return copy
}

interface Props {
  temple: TempleDetail
  service: TempleService
  box: Outbox<TempleBooking>
  onBack: () => void
  backToList: string
}

export function BookingPanel({ temple, service, box, onBack, backToList }: Props) {
  const { t, language } = useI18n()
  const states = useSite()?.states ?? []
  const draftKey = `temple-booking.${temple.id}.${service.id}`
  // The sankalp of the last booking made here is offered again (a draft of this pooja keeps its own).
  const [form, update, clearDraft] = useDraft(draftKey, { ...EMPTY_FORM, sankalp: lastSankalp() })
  const choices = useSite()?.sankalp
  const [sankalpError, setSankalpError] = useState<string>()
  const [clientErrors, setClientErrors] = useState<FormErrors>({})
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string>()
  const [paying, setPaying] = useState(false)
  const [confirmed, setConfirmed] = useState<Confirmed>()
  const flow = useTempleBooking(box, draftKey)
  const made = useRef<TempleBooking>(undefined)
  const title = useRef<HTMLHeadingElement>(null)
  const panel = useRef<HTMLElement>(null)

  // The form opens below the temple's details: take the devotee (and screen reader) to it.
  useEffect(() => {
    title.current?.focus({ preventScroll: true })
    panel.current?.scrollIntoView?.({ block: 'start' })
  }, [])

  const serverSlots = useServiceSlots(temple.id, service.id, form.selectedDate)
  const slots = slotOptions(service.timeSlots, serverSlots.slots, form.selectedDate, todayISO())
  const fullSlots = slots.filter((slot) => slot.state === 'full').map((slot) => slot.label)
  const body = bookingBody(temple.id, service.id, form, language, service.shipsPrasad)
  const reserved = flow.reservedFor(body)
  const errors: Partial<Record<FormField, string>> = {}
  for (const field of FIELD_ORDER) {
    const key = clientErrors[field]
    const text = key ? t(key) : serverErrors[field]
    if (text) errors[field] = text
  }

  const changeSankalp = (patch: Partial<SankalpDraft>) => {
    update({ sankalp: { ...form.sankalp, ...patch } })
    setSankalpError(undefined)
  }

  const change = (field: FormField, value: string) => {
    update({ [field]: value })
    setClientErrors((current) => without(current, field))
    setServerErrors((current) => without(current, field))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = validate(form, service.timeSlots, todayISO(), new Date(), fullSlots, service.shipsPrasad)
    setClientErrors(found)
    setServerErrors({})
    setFormError(undefined)
    const wrong = sankalpProblem(form.sankalp, choices)
    setSankalpError(wrong && t(wrong.key, wrong.vars))
    const first = FIELD_ORDER.find((field) => found[field])
    if (first) document.getElementById(fieldId(first))?.focus()
    else if (wrong) document.getElementsByName('sankalpNames')[0]?.focus()
    else setPaying(true)
  }

  // The server needs no payment method for a temple booking: it starts unpaid and is marked
  // paid when an online payment verifies (cash stays pending until the temple collects it).
  const createRecord = async () => {
    try {
      const booking = await flow.create(body)
      made.current = booking
      rememberSankalp(form.sankalp)
      return { id: booking.id, amount: booking.totalAmount }
    } catch (error) {
      if (error instanceof ApiError && !error.isNetwork) {
        // The server refused the details: say why at the fields, where they can be fixed.
        if (error.code === SLOT_FULL) {
          // Taken while the form was open: say so in the devotee's language and show it as Full.
          setServerErrors({ selectedTime: t('temples.slotFullError') })
          setFormError(t('temples.slotFullError'))
          serverSlots.reload()
        } else {
          // An address part is named deliveryAddress.pinCode; its field here is pinCode.
          const fields = describeAddressErrors(t, language, states, error)
          setServerErrors(fields)
          setSankalpError(Object.entries(fields).find(([wire]) => isSankalpField(wire))?.[1])
          setFormError(describeError(t, error))
        }
        setPaying(false)
      }
      throw error
    }
  }

  const onPaid = ({ method, transactionId }: PaymentSuccess) => {
    const booking = made.current ?? reserved
    setPaying(false)
    if (booking) setConfirmed({ booking, templeName: temple.name, method, transactionId })
    clearDraft()
    if (booking) flow.forget(booking.id)
  }

  if (confirmed) return <BookingConfirmation {...confirmed} backTo={backToList} />

  return (
    <section ref={panel} className={styles.panel} aria-labelledby="temple-booking-title">
      <Button variant="quiet" onClick={onBack} className={styles.back}>
        <span aria-hidden="true">←</span> {t('temples.backToServices')}
      </Button>
      <h2 id="temple-booking-title" ref={title} tabIndex={-1} className={styles.title}>
        {t('temples.bookingTitle', { service: service.name })}
      </h2>
      <p className={styles.summary}>
        <span>{service.duration}</span>
        <strong>{formatINR(service.price)}</strong>
      </p>
      {reserved && <Notice tone="info">{t('temples.reserved', { id: reserved.id })}</Notice>}
      <form noValidate onSubmit={submit}>
        <BookingFields form={form} slots={slots} errors={errors} onChange={change} sankalpError={sankalpError} onSankalp={changeSankalp} shipsPrasad={service.shipsPrasad} />
        {formError && <Notice tone="error">{formError}</Notice>}
        <p className={styles.draft}>{t('temples.draftNote')}</p>
        <Button type="submit" block>
          {t('temples.proceedToPayment')}
        </Button>
      </form>
      <PaymentDialog
        open={paying}
        kind="temple"
        amount={reserved?.totalAmount ?? service.price}
        customer={{ name: form.customerName.trim(), phone: form.customerPhone.trim(), email: form.customerEmail.trim() || undefined }}
        createRecord={createRecord}
        onClose={() => setPaying(false)}
        onPaid={onPaid}
        draftKey={draftKey}
      />
    </section>
  )
}
