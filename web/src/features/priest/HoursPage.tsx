/** /priest/hours: the two-hour slots the priest takes bookings in, day by day within the office's hours
 * (or all of them), and their days off. */
import { useState, type FormEvent } from 'react'
import { Button } from '../../components/Button'
import { TextField } from '../../components/Field'
import { ErrorState, Notice, Spinner } from '../../components/States'
import { useI18n, type MessageKey } from '../../i18n/context'
import { todayISO } from '../../lib/format'
import type { SlotSpan } from './api'
import { describePriestError } from './errors'
import { choosable, shortSlot, WEEKDAYS, type Weekday } from './hours'
import { useSchedule, type Draft } from './hooks/useSchedule'
import { dayLabel } from './when'
import styles from './HoursPage.module.css'

const DAY_KEYS: Record<Weekday, MessageKey> = {
  Monday: 'priest.monday',
  Tuesday: 'priest.tuesday',
  Wednesday: 'priest.wednesday',
  Thursday: 'priest.thursday',
  Friday: 'priest.friday',
  Saturday: 'priest.saturday',
  Sunday: 'priest.sunday',
}

function toggled(draft: Draft, day: string, slot: SlotSpan): Draft {
  const chosen = new Set(draft.chosen[day])
  if (chosen.has(slot.label)) chosen.delete(slot.label)
  else chosen.add(slot.label)
  return { ...draft, chosen: { ...draft.chosen, [day]: chosen } }
}

export default function HoursPage() {
  const { t, language } = useI18n()
  const { schedule, draft, loading, error, reload, edit, save, busy, problem, done } = useSchedule()
  const [newDay, setNewDay] = useState('')

  if (loading) return <Spinner label={t('common.loading')} />
  if (error || !schedule || !draft) return <ErrorState message={describePriestError(t, error)} onRetry={reload} retryLabel={t('common.retry')} />

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void save()
  }
  const addDay = () => {
    if (!newDay || draft.daysOff.includes(newDay)) return
    edit((current) => ({ ...current, daysOff: [...current.daysOff, newDay].sort() }))
    setNewDay('')
  }

  return (
    <form onSubmit={submit} noValidate>
      <h1 className={styles.title}>{t('priest.hoursTitle')}</h1>
      <p className={styles.intro}>{t('priest.hoursIntro')}</p>
      <label className={styles.all}>
        <input type="checkbox" checked={draft.all} onChange={(event) => edit((current) => ({ ...current, all: event.target.checked }))} />
        {t('priest.allOfficeHours')}
      </label>
      <div className={styles.days}>
        {WEEKDAYS.map((day) => {
          const slots = choosable(schedule.slots, schedule.officeHours[day] ?? [])
          return (
            <fieldset key={day} className={styles.day}>
              <legend className={styles.dayName}>{t(DAY_KEYS[day])}</legend>
              {slots.length === 0 ? (
                <p className={styles.none}>{t('priest.officeNone')}</p>
              ) : (
                <div className={styles.slots}>
                  {slots.map((slot) => {
                    const on = draft.all || draft.chosen[day]?.has(slot.label)
                    return (
                      <label key={slot.label} className={`${styles.slot} ${on ? styles.on : ''}`}>
                        <input
                          type="checkbox"
                          checked={on}
                          disabled={draft.all}
                          onChange={() => edit((current) => toggled(current, day, slot))}
                          aria-label={t('priest.slotOn', { day: t(DAY_KEYS[day]), slot: slot.label })}
                        />
                        {shortSlot(slot.label)}
                      </label>
                    )
                  })}
                </div>
              )}
            </fieldset>
          )
        })}
      </div>

      <section className={styles.daysOff} aria-labelledby="days-off">
        <h2 id="days-off" className={styles.subtitle}>
          {t('priest.daysOffTitle')}
        </h2>
        <p className={styles.intro}>{t('priest.daysOffIntro')}</p>
        {draft.daysOff.length === 0 ? (
          <p className={styles.none}>{t('priest.noDaysOff')}</p>
        ) : (
          <ul className={styles.offList}>
            {draft.daysOff.map((day) => (
              <li key={day} className={styles.off}>
                <span>{dayLabel(day, language)}</span>
                <Button variant="quiet" onClick={() => edit((current) => ({ ...current, daysOff: current.daysOff.filter((d) => d !== day) }))} aria-label={t('priest.removeDayOff', { date: dayLabel(day, language) })}>
                  ×
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.addDay}>
          <TextField label={t('priest.dayOffDate')} type="date" min={todayISO()} value={newDay} onChange={(event) => setNewDay(event.target.value)} />
          <Button variant="secondary" onClick={addDay} disabled={!newDay}>
            {t('priest.addDayOff')}
          </Button>
        </div>
      </section>

      {problem && <Notice tone="error">{problem}</Notice>}
      {done && <Notice tone="success">{t('priest.saved')}</Notice>}
      <Button type="submit" busy={busy} block>
        {t('priest.saveSchedule')}
      </Button>
    </form>
  )
}
