/** The one timings form, for the super admin (Temple Management) and a temple admin holding manageTimings (its
 * dashboard): the temple's periods, each a name with its Hindi and times the same day, then a note and its Hindi.
 * Saved whole; devotees then read them on the temple page. */
import { useId } from 'react'
import { Button } from '../../../../components/Button'
import { TextArea, TextField } from '../../../../components/Field'
import { RecordForm } from '../../ui/RecordForm'
import { HindiSection } from '../../ui/HindiSection'
import { useFormDraft } from '../../ui/hooks/useFormDraft'
import { templesApi, type Temple, type TempleDetail } from '../api'
import { TEXT, text } from '../texts'
import { EMPTY_PERIOD, checkTimings, periodProblem, timingsErrors, timingsForm, timingsInput, type PeriodForm, type TimingsForm } from '../timings'
import styles from './TimingsFormModal.module.css'

interface Props {
  temple: TempleDetail
  onClose: () => void
  onSaved: (temple: Temple) => void
}

interface RowProps {
  n: number
  period: PeriodForm
  /** Shown once the admin has tried to save (or the server refused). */
  showProblem: boolean
  onChange: (patch: Partial<PeriodForm>) => void
  onRemove: () => void
}

function PeriodRow({ n, period, showProblem, onChange, onRemove }: RowProps) {
  const problemId = useId()
  const problem = showProblem ? periodProblem(period) : undefined
  // The problem belongs to both times: said once under them, and read out at each.
  const invalid = problem ? { 'aria-invalid': true, 'aria-describedby': problemId } : {}
  return (
    <fieldset className={styles.period}>
      <legend className={styles.legend}>{text('periodLegend', { n })}</legend>
      <div className={styles.names}>
        <TextField label={TEXT.periodName} hint={n === 1 ? TEXT.periodNameHint : undefined} maxLength={60} value={period.label} onChange={(e) => onChange({ label: e.target.value })} />
        <TextField label={TEXT.periodNameHi} lang="hi" maxLength={60} autoComplete="off" value={period.labelHi} onChange={(e) => onChange({ labelHi: e.target.value })} />
      </div>
      <div className={styles.times}>
        <TextField label={TEXT.opens} type="time" required value={period.opens} {...invalid} onChange={(e) => onChange({ opens: e.target.value })} />
        <TextField label={TEXT.closes} type="time" required value={period.closes} {...invalid} onChange={(e) => onChange({ closes: e.target.value })} />
      </div>
      {problem && (
        <p id={problemId} className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <Button variant="quiet" className={styles.remove} onClick={onRemove}>
        {text('removePeriod', { n })}
      </Button>
    </fieldset>
  )
}

export function TimingsFormModal({ temple, onClose, onSaved }: Props) {
  const draft = useFormDraft<TimingsForm>(`admin.temple-timings.${temple.id}`, timingsForm(temple))
  const save = (form: TimingsForm) => templesApi.updateTimings(temple.id, timingsInput(form))

  return (
    <RecordForm title={`${TEXT.editTimings}: ${temple.name}`} submitLabel={TEXT.saveTimings} draft={draft} check={checkTimings} save={save} onSaved={onSaved} onClose={onClose} fromServer={timingsErrors} summary="never">
      {({ values, errors, change, bind }) => {
        const { periods } = values
        const setPeriod = (index: number, patch: Partial<PeriodForm>) => change({ periods: periods.map((period, i) => (i === index ? { ...period, ...patch } : period)) })
        return (
          <>
            <p className={styles.hint}>{TEXT.timingsHint}</p>
            {periods.length === 0 && <p className={styles.hint}>{TEXT.noPeriods}</p>}
            {periods.map((period, index) => (
              <PeriodRow key={index} n={index + 1} period={period} showProblem={errors.periods !== undefined} onChange={(patch) => setPeriod(index, patch)} onRemove={() => change({ periods: periods.filter((_, i) => i !== index) })} />
            ))}
            {errors.periods && !periods.some(periodProblem) && (
              <p className={styles.error} role="alert">
                {errors.periods}
              </p>
            )}
            <Button variant="secondary" className={styles.add} onClick={() => change({ periods: [...periods, EMPTY_PERIOD] })}>
              {TEXT.addPeriod}
            </Button>
            <TextArea label={TEXT.timingsNote} hint={TEXT.timingsNoteHint} maxLength={300} rows={2} {...bind('note')} />
            <HindiSection>
              <TextArea label={TEXT.timingsNoteHi} lang="hi" maxLength={300} rows={2} {...bind('noteHi')} />
            </HindiSection>
          </>
        )
      }}
    </RecordForm>
  )
}
