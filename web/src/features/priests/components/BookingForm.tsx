/** Book Now's form: the details, then Proceed to Payment opens the payment dialog. */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '../../../components/Button'
import { PaymentDialog } from '../../../components/payment/PaymentDialog'
import type { PaymentSuccess } from '../../../components/payment/contract'
import { useT } from '../../../i18n/context'
import { formatINR } from '../../../lib/format'
import { showFirstInvalid } from '../../../lib/showInvalid'
import type { PriestBookingBody, PujaService } from '../api'
import type { PriestBooking } from '../../../lib/records'
import { useBookingForm } from '../hooks/useBookingForm'
import { BookingFields } from './BookingFields'
import styles from './BookingForm.module.css'

export interface Confirmation {
  booking: PriestBooking
  payment?: PaymentSuccess
  /** The priest the devotee chose, by the name their card showed (in the devotee's language). */
  priestName?: string
}

interface Props {
  service: PujaService
  create: (body: PriestBookingBody) => Promise<PriestBooking>
  onBack: () => void
  onBooked: (confirmation: Confirmation) => void
  /** Shown next to the main action (bookings waiting on this phone), where the eye is. */
  notice?: ReactNode
}

export function BookingForm({ service, create, onBack, onBooked, notice }: Props) {
  const t = useT()
  const booking = useBookingForm(service, create)
  const [paying, setPaying] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => heading.current?.focus(), [])
  // After a refused submit, take the devotee to the first field that needs them, its message in view.
  useEffect(() => {
    if (attempt && formRef.current) showFirstInvalid(formRef.current)
  }, [attempt])

  const proceed = (event: FormEvent) => {
    event.preventDefault()
    if (booking.check()) setPaying(true)
    else setAttempt((n) => n + 1)
  }

  const paid = (payment: PaymentSuccess) => {
    const record = booking.created.current
    const chosen = booking.priests.data?.priests.find((priest) => priest.id === booking.form.priestId)
    setPaying(false)
    booking.clear()
    if (record) onBooked({ booking: record, payment, priestName: chosen?.name })
  }

  const { name, phone, email } = booking.form
  return (
    <section className={styles.wrap} aria-labelledby="priest-form-title">
      <Button variant="quiet" onClick={onBack}>
        <span aria-hidden="true">←</span> {t('common.back')}
      </Button>
      <h1 id="priest-form-title" ref={heading} tabIndex={-1} className={styles.title}>
        {t('priests.formTitle', { name: service.name })}
      </h1>
      <p className={styles.summary}>
        <span>{service.duration}</span>
        <strong>{formatINR(service.price)}</strong>
      </p>
      <p className={styles.hint}>{t('priests.formIntro')}</p>
      <form ref={formRef} noValidate onSubmit={proceed}>
        <BookingFields form={booking.form} errors={booking.errors} slots={booking.slots} priests={booking.priests} settling={booking.settling} onChange={booking.change} />
        {notice}
        <div className={styles.bar}>
          <div className={styles.total}>
            <span>{t('priests.amount')}</span>
            <strong>{formatINR(service.price)}</strong>
          </div>
          <Button type="submit">{t('priests.proceed')}</Button>
        </div>
        <Button variant="secondary" block className={styles.back} onClick={onBack}>
          {t('priests.backToServices')}
        </Button>
      </form>
      <PaymentDialog
        open={paying}
        kind="priest"
        amount={service.price}
        customer={{ name: name.trim(), phone: phone.trim(), email: email.trim() || undefined }}
        createRecord={() => booking.createRecord(() => setPaying(false))}
        onClose={() => setPaying(false)}
        onPaid={paid}
        draftKey={booking.draftKey}
      />
    </section>
  )
}
