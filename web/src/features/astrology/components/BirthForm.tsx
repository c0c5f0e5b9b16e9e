/** Name, date, time and place of birth: one person's details, with errors at their fields and
 * the server's place suggestions to tap. */
import { TextField } from '../../../components/Field'
import { useT } from '../../../i18n/context'
import { todayISO } from '../../../lib/format'
import type { Birth, BirthField } from '../birth'
import { PlaceField } from './PlaceField'
import styles from './forms.module.css'

interface Props {
  birth: Birth
  onChange: (birth: Birth) => void
  errors: Partial<Record<BirthField, string>>
  /** Places the server offered for a place it could not take. */
  suggestions?: string[]
  /** Tells fields of two people apart (Kundli Milan). */
  idPrefix: string
}

export function BirthForm({ birth, onChange, errors, suggestions = [], idPrefix }: Props) {
  const t = useT()
  const set = (field: BirthField) => (value: string) => onChange({ ...birth, [field]: value })
  return (
    <div className={styles.birth}>
      <TextField id={`${idPrefix}-name`} label={t('astrology.name')} value={birth.name} maxLength={100} required error={errors.name} onChange={(event) => set('name')(event.target.value)} autoComplete="name" />
      <div className={styles.pair}>
        <TextField id={`${idPrefix}-date`} type="date" label={t('astrology.dateOfBirth')} value={birth.date} min="1800-01-01" max={todayISO()} required error={errors.date} onChange={(event) => set('date')(event.target.value)} />
        <TextField id={`${idPrefix}-time`} label={t('astrology.timeOfBirth')} value={birth.time} placeholder="14:30" maxLength={40} inputMode="text" required error={errors.time} hint={t('astrology.timeHint')} onChange={(event) => set('time')(event.target.value)} />
      </div>
      <PlaceField label={t('astrology.placeOfBirth')} value={birth.place} required error={errors.place} hint={t('astrology.placeHint')} onChange={set('place')} name={`${idPrefix}-place`} />
      {suggestions.length > 0 && (
        <div className={styles.didYouMean}>
          <span>{t('astrology.didYouMean')}</span>
          {suggestions.map((place) => (
            <button key={place} type="button" className={styles.chip} onClick={() => set('place')(place)}>
              {place}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
