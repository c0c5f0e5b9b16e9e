/** Search box, "Use My Location" and the radius: what the temple list is filtered by. */
import type { FormEvent } from 'react'
import { useI18n } from '../../../i18n/context'
import { Button } from '../../../components/Button'
import { SelectField } from '../../../components/Field'
import { Notice } from '../../../components/States'
import { SearchIcon } from '../../../components/icons'
import type { MyLocation } from '../hooks/useMyLocation'
import styles from './TempleFilters.module.css'

interface Props {
  text: string
  onText: (text: string) => void
  onSubmit: () => void
  radius: number
  radiusOptions: number[]
  onRadius: (radius: number) => void
  location: MyLocation
}

export function TempleFilters({ text, onText, onSubmit, radius, radiusOptions, onRadius, location }: Props) {
  const { t } = useI18n()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  const locating = location.status === 'locating'
  return (
    <div className={styles.filters}>
      <form role="search" onSubmit={submit} className={styles.search}>
        <label htmlFor="temple-search" className="visually-hidden">
          {t('temples.searchLabel')}
        </label>
        <span className={styles.searchIcon}>
          <SearchIcon size={20} />
        </span>
        <input
          id="temple-search"
          type="search"
          className={styles.input}
          value={text}
          maxLength={100}
          placeholder={t('temples.searchPlaceholder')}
          enterKeyHint="search"
          onChange={(event) => onText(event.target.value)}
        />
      </form>

      <div className={styles.row}>
        <Button variant="secondary" onClick={location.locate} busy={locating} className={styles.locate}>
          <PinGlyph />
          {t('temples.useMyLocation')}
        </Button>
        <div className={styles.radius}>
          <SelectField label={t('temples.radiusLabel')} value={radius} onChange={(event) => onRadius(Number(event.target.value))} aria-describedby={location.point ? undefined : 'temple-radius-hint'}>
            {radiusOptions.map((km) => (
              <option key={km} value={km}>
                {t('temples.radiusOption', { km })}
              </option>
            ))}
          </SelectField>
        </div>
      </div>

      {!location.point && (
        <p id="temple-radius-hint" className={styles.hint}>
          {t('temples.radiusHint')}
        </p>
      )}
      <div aria-live="polite">
        {locating && <p className={styles.status}>{t('temples.locating')}</p>}
        {location.error && <Notice tone="error">{t(location.error)}</Notice>}
        {location.point && !locating && (
          <div className={styles.near}>
            <span>{t('temples.nearYou', { km: radius })}</span>
            <Button variant="quiet" onClick={location.clear}>
              {t('temples.clearLocation')}
            </Button>
          </div>
        )}
      </div>
    </div>
  )
}

function PinGlyph() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
      <circle cx="12" cy="10" r="2.5" />
    </svg>
  )
}
