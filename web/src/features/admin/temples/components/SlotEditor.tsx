/** Time slots of a service: free text without duplicates, plus quick-add chips for every hour 6:00 AM to 9:00 PM. */
import { useId } from 'react'
import { ListEditor } from '../../ui/ListEditor'
import { QUICK_SLOTS, canonicalSlot } from '../rules'
import { TEXT, text } from '../texts'
import styles from './Forms.module.css'

interface Props {
  slots: string[]
  onChange: (slots: string[]) => void
  error?: string
}

/** '9:00 am' and '09:00 AM' are both '9:00 AM': written the same way, they are never listed twice. */
function tidy(slots: string[]): string[] {
  return [...new Set(slots.map((slot) => canonicalSlot(slot) ?? slot.trim()))]
}

export function SlotEditor({ slots, onChange, error }: Props) {
  const chipsId = useId()
  const wrong = slots.find((slot) => !canonicalSlot(slot))
  const shown = error ?? (wrong !== undefined ? text('slotRule', { slot: wrong }) : undefined)
  return (
    <div>
      <ListEditor label={TEXT.timeSlots} items={slots} onChange={(next) => onChange(tidy(next))} placeholder="9:00 AM" addLabel={TEXT.addTimeSlot} maxLength={20} error={shown} />
      <p className={styles.chipsLabel} id={chipsId}>
        {TEXT.quickAdd}
      </p>
      <ul className={styles.chips} aria-labelledby={chipsId}>
        {QUICK_SLOTS.map((slot) => {
          const added = slots.includes(slot)
          return (
            <li key={slot}>
              <button type="button" className={styles.chip} disabled={added} aria-label={text('quickAddSlot', { slot })} onClick={() => onChange(tidy([...slots, slot]))}>
                {slot}
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
