/** The booking forms' one optional sankalp question: gotra, nakshatra or rashi ("Don't know"),
 * and the names the puja is for. The choices and limits are the server's (the site info). */
import { SelectField, TextField } from '../Field'
import { useI18n } from '../../i18n/context'
import { useSite } from '../../lib/site'
import type { SankalpDraft } from './sankalp'
import styles from './SankalpFields.module.css'

interface Props {
  value: SankalpDraft
  error?: string
  onChange: (patch: Partial<SankalpDraft>) => void
}

export function SankalpFields({ value, error, onChange }: Props) {
  const { t, language } = useI18n()
  const choices = useSite()?.sankalp
  const hindi = language === 'hi'
  return (
    <fieldset className={styles.sankalp}>
      <legend className={styles.legend}>{t('common.sankalpTitle')}</legend>
      <p className={styles.intro}>{t('common.sankalpIntro')}</p>
      <TextField label={t('common.sankalpGotra')} name="sankalpGotra" maxLength={choices?.maxGotraChars ?? 60} value={value.gotra} onChange={(e) => onChange({ gotra: e.target.value })} />
      <SelectField label={t('common.sankalpStar')} name="sankalpStar" value={value.star} onChange={(e) => onChange({ star: e.target.value })}>
        <option value="">{t('common.sankalpDontKnow')}</option>
        <optgroup label={t('common.sankalpNakshatras')}>
          {choices?.nakshatras.map((star) => (
            <option key={star.value} value={`nakshatra:${star.value}`}>
              {hindi ? star.nameHi : star.name}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('common.sankalpRashis')}>
          {choices?.rashis.map((star) => (
            <option key={star.value} value={`rashi:${star.value}`}>
              {hindi ? star.nameHi : star.name}
            </option>
          ))}
        </optgroup>
      </SelectField>
      <TextField
        label={t('common.sankalpNames')}
        name="sankalpNames"
        autoComplete="off"
        maxLength={(choices?.maxNames ?? 8) * ((choices?.maxNameChars ?? 80) + 2)}
        value={value.names}
        hint={t('common.sankalpNamesHint', { max: choices?.maxNames ?? 8 })}
        error={error}
        onChange={(e) => onChange({ names: e.target.value })}
      />
      <p className={styles.intro}>{t('common.sankalpKept')}</p>
    </fieldset>
  )
}
