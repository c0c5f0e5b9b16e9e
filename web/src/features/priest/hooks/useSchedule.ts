/** The priest's hours and days off as a form: the slots chosen per weekday (or all the office's hours),
 * the days off, and saving them (the server's refusal in the priest's words). */
import { useCallback, useEffect, useState } from 'react'
import { useT } from '../../../i18n/context'
import { useRequest } from '../../../lib/useRequest'
import { fetchSchedule, saveSchedule, type Schedule } from '../api'
import { describePriestError, signedOut } from '../errors'
import { WEEKDAYS, weekOf, worked } from '../hours'
import { usePriestSession } from '../session'

export interface Draft {
  all: boolean
  chosen: Record<string, Set<string>>
  daysOff: string[]
}

export function draftOf(schedule: Schedule): Draft {
  return {
    all: schedule.ownHours === null,
    chosen: Object.fromEntries(WEEKDAYS.map((day) => [day, worked(schedule.slots, schedule.workingHours[day] ?? [])])),
    daysOff: [...schedule.daysOff],
  }
}

export function useSchedule() {
  const t = useT()
  const { ended } = usePriestSession()
  const loaded = useRequest((signal) => fetchSchedule(signal), [])
  const [saved, setSaved] = useState<Schedule>()
  const schedule = saved ?? loaded.data
  // The form's own copy, made from the schedule it was opened on (a saved answer starts a new one).
  const [draft, setDraft] = useState<{ base?: Schedule; value: Draft }>()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string>()
  const [done, setDone] = useState(false)
  useEffect(() => {
    if (signedOut(loaded.error)) ended()
  }, [loaded.error, ended])

  const value = schedule ? (draft?.base === schedule ? draft.value : draftOf(schedule)) : undefined
  const edit = useCallback(
    (change: (draft: Draft) => Draft) => {
      if (!schedule) return
      setDone(false)
      setDraft((current) => ({ base: schedule, value: change(current?.base === schedule ? current.value : draftOf(schedule)) }))
    },
    [schedule],
  )

  const save = useCallback(async () => {
    if (!schedule || !value) return
    setBusy(true)
    setProblem(undefined)
    try {
      const ownHours = value.all ? null : weekOf(schedule.slots, value.chosen, schedule.officeHours)
      setSaved(await saveSchedule(ownHours, value.daysOff))
      setDone(true)
    } catch (failure) {
      if (signedOut(failure)) ended()
      else setProblem(describePriestError(t, failure))
    } finally {
      setBusy(false)
    }
  }, [ended, schedule, t, value])

  return { schedule, draft: value, loading: loaded.loading && !schedule, error: schedule ? undefined : loaded.error, reload: loaded.reload, edit, save, busy, problem, done }
}
