/** The Kundli Milan tab: the boy's and the girl's birth details (kept on this device), then the
 * match in the devotee's language. A link from the assistant brings the birth details it knows
 * as the boy's, to fill in the other, or both people's (the girl's as `bride_name=...`) after a
 * match worked out in the chat. */
import { useState, type FormEvent } from 'react'
import { useShownWhenReady } from '../useShownWhenReady'
import { useSearchParams } from 'react-router-dom'
import { Button } from '../../../components/Button'
import { ErrorState } from '../../../components/States'
import { useI18n } from '../../../i18n/context'
import { describeError } from '../../../i18n/errors'
import { ApiError } from '../../../lib/api'
import { useDraft } from '../../../lib/useDraft'
import { useRequest } from '../../../lib/useRequest'
import { matchKundlis } from '../api'
import { EMPTY_BIRTH, birthFromParams, fieldErrors, missing, type Birth, type BirthField } from '../birth'
import { BirthForm } from './BirthForm'
import { MilanView } from './MilanView'
import styles from './tabs.module.css'

type Errors = Partial<Record<BirthField, string>>
const PEOPLE = ['groom', 'bride'] as const
type Person = (typeof PEOPLE)[number]
type Pair = Record<Person, Birth>

export function MilanTab() {
  const { t, language } = useI18n()
  const [params] = useSearchParams()
  const [draft, setDraft] = useDraft<Pair>('astrology.milan', { groom: EMPTY_BIRTH, bride: EMPTY_BIRTH })
  const [linked, setLinked] = useState(() => ({ groom: birthFromParams(params), bride: birthFromParams(params, 'bride_') }))
  const pair: Pair = { groom: linked.groom ?? draft.groom, bride: linked.bride ?? draft.bride }
  const [asked, setAsked] = useState<Pair | null>(null)
  const [required, setRequired] = useState<Record<Person, Errors>>({ groom: {}, bride: {} })
  const result = useRequest((signal) => (asked ? matchKundlis(asked.groom, asked.bride, language, signal) : Promise.resolve(null)), [asked])

  const refused = result.error instanceof ApiError && !result.loading ? result.error : null
  const errorsOf = (person: Person): Errors => ({ ...(refused ? fieldErrors(refused.fields, person) : {}), ...required[person] })
  const suggestionsOf = (person: Person) => (refused && Object.keys(refused.fields).some((field) => field.startsWith(`${person}.`)) ? refused.suggestions : [])
  const atFields = refused && PEOPLE.some((person) => Object.keys(fieldErrors(refused.fields, person)).length)
  const failure = result.error && !atFields ? describeError(t, result.error) : null
  const match = asked && !result.error ? result.data : null
  const shown = useShownWhenReady(match)

  const edit = (person: Person, next: Birth) => {
    setLinked({ groom: null, bride: null })
    setDraft({ ...pair, [person]: next })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const empty = { groom: missing(pair.groom), bride: missing(pair.bride) }
    const words = (fields: BirthField[]) => Object.fromEntries(fields.map((field) => [field, t('astrology.required')]))
    setRequired({ groom: words(empty.groom), bride: words(empty.bride) })
    if (empty.groom.length || empty.bride.length) return
    setAsked({ groom: { ...pair.groom }, bride: { ...pair.bride } })
  }

  return (
    <div className={styles.tab}>
      <p className={styles.intro}>{t('astrology.matchIntro')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.people}>
          {PEOPLE.map((person) => (
            <fieldset key={person} className={styles.person}>
              <legend>{t(person === 'groom' ? 'astrology.boyDetails' : 'astrology.girlDetails')}</legend>
              <BirthForm birth={pair[person]} onChange={(next) => edit(person, next)} errors={errorsOf(person)} suggestions={suggestionsOf(person)} idPrefix={`milan-${person}`} />
            </fieldset>
          ))}
        </div>
        <Button type="submit" busy={Boolean(asked) && result.loading} block>
          {t('astrology.matchNow')}
        </Button>
      </form>
      {failure && <ErrorState message={failure} onRetry={result.reload} retryLabel={t('common.retry')} />}
      <div ref={shown}>{match && <MilanView match={match} />}</div>
    </div>
  )
}
