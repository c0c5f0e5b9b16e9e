/** Assign or reassign a priest booking's priest: only the free, qualified priests the server offers. */
import { useState } from 'react'
import { Button } from '../../../../components/Button'
import { SelectField } from '../../../../components/Field'
import { useRequest } from '../../../../lib/useRequest'
import { useAdminAction } from '../../shell/useAdminRequest'
import { describeAdminError } from '../../ui/errors'
import { TEXT as UI, fill } from '../../ui/texts'
import { bookingsApi, type FreePriests, type PriestBooking } from '../api'
import { TEXT } from '../texts'
import styles from './BookingDetailsModal.module.css'

interface Props {
  booking: PriestBooking
  onAssigned: (booking: PriestBooking) => void
}

type Free = FreePriests['priests'][number]

const optionText = (priest: Free) =>
  fill(priest.distanceKm == null ? TEXT.priestOption : TEXT.priestOptionAway, { name: priest.name, city: priest.city, km: priest.distanceKm ?? '', languages: priest.languages.join(', ') })

export function AssignPriest({ booking, onAssigned }: Props) {
  const { run } = useAdminAction()
  const free = useRequest((signal) => bookingsApi.freePriests(booking.id, signal), [booking.id, booking.priestId])
  const [chosen, setChosen] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; error: boolean }>()
  const others = (free.data?.priests ?? []).filter((priest) => priest.id !== booking.priestId)

  const assign = async () => {
    const priest = others.find((p) => p.id === chosen)
    if (!priest) return
    setBusy(true)
    setMessage(undefined)
    try {
      const updated = await run(() => bookingsApi.assignPriest(booking.id, priest.id))
      setChosen('')
      setMessage({ text: fill(TEXT.assigned, { name: priest.name }), error: false })
      onAssigned(updated)
    } catch (error) {
      setMessage({ text: describeAdminError(error), error: true })
      free.reload()
    } finally {
      setBusy(false)
    }
  }

  if (booking.status === 'cancelled') return null
  return (
    <section aria-labelledby="booking-assign">
      <h3 id="booking-assign">{TEXT.assignTitle}</h3>
      <p className={styles.hint}>{TEXT.assignHint}</p>
      {free.error ? (
        <p role="alert">
          {describeAdminError(free.error)}{' '}
          <Button variant="quiet" onClick={free.reload}>
            {UI.retry}
          </Button>
        </p>
      ) : !free.data ? (
        <p role="status">{TEXT.loadingFree}</p>
      ) : others.length === 0 ? (
        <p>{TEXT.noFreePriest}</p>
      ) : (
        <div className={styles.assign}>
          <SelectField label={TEXT.assignChoose} value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="">{TEXT.assignChoose}</option>
            {others.map((priest) => (
              <option key={priest.id} value={priest.id}>
                {optionText(priest)}
              </option>
            ))}
          </SelectField>
          <Button onClick={assign} disabled={!chosen || busy}>
            {busy ? TEXT.assigning : booking.priestId ? TEXT.reassign : TEXT.assign}
          </Button>
        </div>
      )}
      {message && (
        <p role={message.error ? 'alert' : 'status'} className={message.error ? styles.error : undefined}>
          {message.text}
        </p>
      )}
    </section>
  )
}
