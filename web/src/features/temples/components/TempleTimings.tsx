/** A temple's timings on its page: each period (its name in the devotee's language, when it has one) with its
 * opening and closing times, and the temple's note; nothing at all when the temple has published none. */
import { useI18n } from '../../../i18n/context'
import type { TempleDetail } from '../api'
import styles from './TempleTimings.module.css'

export function TempleTimings({ temple }: { temple: Pick<TempleDetail, 'timings' | 'timingsNote'> }) {
  const { t } = useI18n()
  if (temple.timings.length === 0 && !temple.timingsNote) return null
  return (
    <section className={styles.timings} aria-labelledby="temple-timings">
      <h2 id="temple-timings" className={styles.heading}>
        {t('temples.timingsHeading')}
      </h2>
      {temple.timings.length > 0 && (
        <dl className={styles.periods}>
          {temple.timings.map((period) => (
            <div key={`${period.opens}-${period.closes}-${period.label}`} className={styles.period}>
              <dt>{period.label || t('temples.timingOpen')}</dt>
              <dd>{t('temples.timingPeriod', { opens: period.opens, closes: period.closes })}</dd>
            </div>
          ))}
        </dl>
      )}
      {temple.timingsNote && <p className={styles.note}>{temple.timingsNote}</p>}
    </section>
  )
}
