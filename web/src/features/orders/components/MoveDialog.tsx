/** Change date: a priest booking moved to another date and one of that date's free slots (the booking
 * form's own fields and slots request), then the server moves it or says why not. A refusal keeps the
 * panel open with the choice made, and so does a verification asked for on the way. */
import { useState } from 'react'
import { Button } from '../../../components/Button'
import { Modal } from '../../../components/Modal'
import { Notice } from '../../../components/States'
import { TimeSlotField } from '../../../components/slots/TimeSlotField'
import { VisitDateField } from '../../../components/slots/VisitDateField'
import { useTimeSlots } from '../../../components/slots/useTimeSlots'
import type { SlotPlace } from '../../../components/slots/timeSlots'
import { localeOf, useI18n } from '../../../i18n/context'
import { ApiError } from '../../../lib/api'
import { formatDate } from '../../../lib/format'
import { moveBooking, type Contact, type RecordResult } from '../api'
import type { OrderEntry } from '../model'
import { describeMoveRefusal } from '../serverTexts'
import styles from './MoveDialog.module.css'

interface Props {
  entry: OrderEntry | undefined
  contact: Contact
  onMoved: (result: RecordResult) => void
  /** The server wants this browser verified first (its verification lapsed, say). */
  onNeedsVerification: () => void
  onClose: () => void
}

/** The choice being made, for one booking (a verification in between leaves it as it was). */
interface Choice {
  id: string
  date: string
  time: string
}

type FieldErrors = { date?: string; time?: string }

const NO_PLACE: SlotPlace = { serviceId: '', online: true, address: '', language: '' }

export function MoveDialog({ entry, contact, onMoved, onNeedsVerification, onClose }: Props) {
  const { t, language } = useI18n()
  const [kept, setChoice] = useState<Choice>()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const choice = entry && kept?.id === entry.id ? kept : { id: entry?.id ?? '', date: '', time: '' }
  const slots = useTimeSlots(entry?.place ?? NO_PLACE, entry?.place ? choice.date : '')

  const forget = () => {
    setChoice(undefined)
    setError(undefined)
    setFieldErrors({})
  }
  const close = () => {
    if (busy) return
    forget()
    onClose()
  }
  const change = (patch: Partial<Choice>) => {
    setChoice({ ...choice, ...patch })
    setFieldErrors({})
    setError(undefined)
  }
  const submit = async () => {
    if (!entry) return
    const missing: FieldErrors = { date: choice.date ? undefined : t('orders.moveChooseDate'), time: choice.time ? undefined : t('orders.moveChooseTime') }
    if (missing.date || missing.time) {
      setFieldErrors(missing)
      return
    }
    setBusy(true)
    setError(undefined)
    try {
      const result = await moveBooking(entry.id, contact, choice.date, choice.time)
      forget()
      onMoved(result)
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'verification_required') {
        onNeedsVerification()
      } else {
        const fields = failure instanceof ApiError && failure.code === 'validation_error' ? failure.fields : {}
        if (fields.selectedDate || fields.selectedTime) {
          // A value the server could not read: said at its field.
          setFieldErrors({ date: fields.selectedDate && t('orders.moveChooseDate'), time: fields.selectedTime && t('orders.moveChooseTime') })
        } else {
          setError(describeMoveRefusal(t, failure))
        }
        // The slot was taken meanwhile: the list says so once asked again.
        if (failure instanceof ApiError && failure.code === 'slot_full') slots.reload()
      }
    } finally {
      setBusy(false)
    }
  }

  const footer = (
    <>
      <Button variant="secondary" onClick={close} disabled={busy}>
        {t('orders.moveKeep')}
      </Button>
      <Button onClick={() => void submit()} busy={busy}>
        {t('orders.moveSubmit')}
      </Button>
    </>
  )
  return (
    <Modal open={entry !== undefined} title={entry ? t('orders.moveTitle', { id: entry.shortId }) : ''} onClose={close} closeLabel={t('common.close')} footer={footer}>
      {entry && (
        <>
          <p className={styles.now}>
            {t('orders.moveNow', { date: formatDate(entry.date ?? '', localeOf(language)), time: entry.time ?? '' })}
          </p>
          <p className={styles.hint}>{t('orders.moveHint')}</p>
          <div className={styles.when}>
            <VisitDateField value={choice.date} error={fieldErrors.date} onChange={(date) => change({ date, time: '' })} />
            <div>
              <TimeSlotField date={choice.date} value={choice.time} error={fieldErrors.time} slots={slots} onChange={(time) => change({ time })} />
            </div>
          </div>
          {error && <Notice tone="error">{error}</Notice>}
        </>
      )}
    </Modal>
  )
}
