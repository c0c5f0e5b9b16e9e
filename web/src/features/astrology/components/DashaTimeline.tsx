/** The Vimshottari mahadashas of a life as a timeline, each as long as its years, the running
 * one marked and opened to its antardashas (the running one marked too). */
import { useT } from '../../../i18n/context'
import { formatDate } from '../../../lib/format'
import type { KundliReport } from '../api'
import styles from './report.module.css'

type Dasha = KundliReport['dasha']

const days = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / 86_400_000

export function DashaTimeline({ dasha, graha, locale }: { dasha: Dasha; graha: (name: string) => string; locale: string }) {
  const t = useT()
  const current = dasha.current
  const longest = Math.max(...dasha.mahadashas.map((m) => days(m.start, m.end)))
  const span = (start: string, end: string) => t('astrology.dashaPeriod', { start: formatDate(start, locale), end: formatDate(end, locale) })
  return (
    <section className={styles.card} aria-labelledby="dasha-title">
      <h3 id="dasha-title">{t('astrology.dashaTitle')}</h3>
      {current && (
        <p className={styles.now}>
          {t('astrology.dashaNow', { maha: graha(current.mahadasha.planet), antar: graha(current.antardasha.planet), until: formatDate(current.antardasha.end, locale) })}
        </p>
      )}
      <p className={styles.small}>{t('astrology.dashaBalance', { planet: graha(dasha.balance_at_birth.planet), years: dasha.balance_at_birth.years })}</p>
      <ol className={styles.timeline}>
        {dasha.mahadashas.map((maha) => {
          const running = current?.mahadasha.start === maha.start && current.mahadasha.planet === maha.planet
          return (
            <li key={maha.start} className={running ? styles.running : undefined} aria-current={running ? 'true' : undefined}>
              <div className={styles.period}>
                <strong>{graha(maha.planet)}</strong>
                <span className={styles.muted}>{span(maha.start, maha.end)}</span>
                {running && <span className={styles.badgeNow}>{t('astrology.dashaCurrent')}</span>}
              </div>
              <span className={styles.bar} style={{ width: `${Math.max(8, (days(maha.start, maha.end) / longest) * 100)}%` }} aria-hidden="true" />
              <details open={running} className={styles.antar}>
                <summary>{t('astrology.antardashas', { planet: graha(maha.planet) })}</summary>
                <ol>
                  {maha.antardashas.map((antar) => {
                    const now = running && current?.antardasha.start === antar.start
                    return (
                      <li key={antar.start} className={now ? styles.runningAntar : undefined} aria-current={now ? 'true' : undefined}>
                        {graha(antar.planet)} <span className={styles.muted}>{span(antar.start, antar.end)}</span>
                      </li>
                    )
                  })}
                </ol>
              </details>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
