/** "Your priest": after the date and slot, the free priests as profile cards to choose from, with
 * "Any available priest" first and chosen unless the devotee picks someone; a language filter. */
import { SelectField } from '../../../components/Field'
import { Picture } from '../../../components/Picture'
import { Button } from '../../../components/Button'
import { useI18n, useT, type MessageKey, type Translate } from '../../../i18n/context'
import { describeError } from '../../../i18n/errors'
import { formatDate } from '../../../lib/format'
import { useSite } from '../../../lib/site'
import type { PriestCard } from '../api'
import { missingForPriests, type useFreePriests } from '../hooks/useFreePriests'
import { ApiError } from '../../../lib/api'
import type { BookingDraft } from '../validation'
import { Rating } from './Rating'
import styles from './PriestChoice.module.css'

interface Props {
  form: BookingDraft
  error?: string
  priests: ReturnType<typeof useFreePriests>
  onChange: (patch: Partial<BookingDraft>) => void
}

export const languageName = (t: Translate, language: string) => t(`priests.lang${language}` as MessageKey)

export function PriestChoice({ form, error, priests, onChange }: Props) {
  const t = useT()
  const languages = useSite()?.priestLanguages ?? []
  const missing = missingForPriests(form)
  // A request the server refused as it stands (a field above is not right yet) is not the devotee's
  // error here: the field says so itself when the form is sent.
  const unanswerable = priests.error instanceof ApiError && priests.error.status === 422
  const found = priests.data?.priests ?? []
  const where = form.language ? t('priests.noPriestInLanguage', { language: languageName(t, form.language) }) : ''
  return (
    <fieldset className={styles.choice} aria-describedby="priest-choice-intro">
      <legend className={styles.legend}>{t('priests.priestTitle')}</legend>
      <p id="priest-choice-intro" className={styles.hint}>
        {t('priests.priestIntro')}
      </p>
      <SelectField label={t('priests.priestLanguage')} name="language" value={form.language} onChange={(event) => onChange({ language: event.target.value, priestId: '' })}>
        <option value="">{t('priests.anyLanguage')}</option>
        {languages.map((language) => (
          <option key={language} value={language}>
            {languageName(t, language)}
          </option>
        ))}
      </SelectField>
      {missing ? (
        <p className={styles.hint}>{t(missing === 'slot' ? 'priests.priestAfterSlot' : 'priests.priestAfterAddress')}</p>
      ) : unanswerable ? (
        <p className={styles.hint}>{t('priests.priestAfterDetails')}</p>
      ) : priests.error ? (
        <p role="alert" className={styles.error}>
          {describeError(t, priests.error)}{' '}
          <Button variant="quiet" onClick={priests.reload}>
            {t('common.retry')}
          </Button>
        </p>
      ) : !priests.data ? (
        <p className={styles.hint} role="status">
          {t('priests.loadingPriests')}
        </p>
      ) : (
        <div role="radiogroup" aria-label={t('priests.priestTitle')} aria-busy={priests.loading} className={styles.options}>
          {found.length === 0 && (
            <p role="alert" className={styles.error}>
              {t('priests.noPriestFree', { where })}
            </p>
          )}
          <label className={`${styles.option} ${!form.priestId ? styles.chosen : ''}`}>
            <input type="radio" name="priest" value="" checked={!form.priestId} onChange={() => onChange({ priestId: '' })} />
            <span>
              <strong>{t('priests.anyPriest')}</strong>
              <span className={styles.hint}>{t('priests.anyPriestHint')}</span>
            </span>
          </label>
          {found.map((priest) => (
            <PriestOption key={priest.id} priest={priest} chosen={form.priestId === priest.id} onChoose={() => onChange({ priestId: priest.id })} />
          ))}
          {!priests.data.located && !form.online && <p className={styles.hint}>{t('priests.priestUnplaced')}</p>}
        </div>
      )}
      {error && (
        <p role="alert" className={styles.error} id="priest-choice-error">
          {error}
        </p>
      )}
    </fieldset>
  )
}

function PriestOption({ priest, chosen, onChoose }: { priest: PriestCard; chosen: boolean; onChoose: () => void }) {
  const t = useT()
  const { language } = useI18n()
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN'
  const experience = priest.experience === 0 ? t('priests.experienceNew') : priest.experience === 1 ? t('priests.experienceOne') : t('priests.experienceYears', { years: priest.experience })
  const done = priest.completedBookings === 1 ? t('priests.pujaDoneOne') : t('priests.pujasDone', { count: priest.completedBookings })
  return (
    <label className={`${styles.option} ${styles.priest} ${chosen ? styles.chosen : ''}`} data-testid="priest-card">
      <input type="radio" name="priest" value={priest.id} checked={chosen} onChange={onChoose} />
      {priest.photo ? <Picture src={priest.photo} alt="" ratio={1} sizes="4rem" className={styles.photo} /> : <span className={styles.initials} aria-hidden="true">{initials(priest.name)}</span>}
      <span className={styles.about}>
        <strong className={styles.name}>
          {priest.name}
          {priest.verifiedAt && (
            <span className={styles.verified} title={t('priests.verifiedOn', { date: formatDate(priest.verifiedAt, locale) })}>
              ✓ {t('priests.verified')}
            </span>
          )}
        </strong>
        <span className={styles.facts}>
          <Rating rated={priest} className={styles.rating} starClassName={styles.star} />
          <span>{t('priests.speaks', { languages: priest.languages.map((name) => languageName(t, name)).join(', ') })}</span>
          <span>{experience}</span>
          <span>
            {t('priests.fromCity', { city: priest.city })}
            {priest.distanceKm != null && ` · ${distanceText(t, priest.distanceKm, locale)}`}
          </span>
          {priest.online && <span>{t('priests.doesOnline')}</span>}
          {priest.completedBookings > 0 && <span>{done}</span>}
        </span>
        <span className={styles.bio}>{priest.bio}</span>
      </span>
    </label>
  )
}

/** Below a kilometre the priest sets out from the home's own town (both are placed on the map by
 * town): "In your city", never "0 km away". */
export function distanceText(t: Translate, km: number, locale: string): string {
  if (km < 1) return t('priests.inYourCity')
  return t('priests.distanceAway', { km: km.toLocaleString(locale) })
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean)
  return words.slice(-2).map((word) => [...word][0]).join('')
}
