/** The Panchang of a day: the five limbs with the moment each ends, the Sun and the Moon, the
 * lunar month and samvat, the day's inauspicious times and Abhijit, and its festivals. */
import { Notice } from '../../../components/States'
import { useI18n, type MessageKey } from '../../../i18n/context'
import { formatDate } from '../../../lib/format'
import type { Panchang } from '../api'
import { clockOf, daysAfter } from '../clock'
import styles from './report.module.css'

type Limb = Panchang['tithi'][number]
const LIMBS: { key: 'tithi' | 'nakshatra' | 'yoga' | 'karana'; label: MessageKey }[] = [
  { key: 'tithi', label: 'astrology.tithi' },
  { key: 'nakshatra', label: 'astrology.nakshatra' },
  { key: 'yoga', label: 'astrology.yoga' },
  { key: 'karana', label: 'astrology.karana' },
]

export function PanchangView({ day, placeLabel }: { day: Panchang; placeLabel: string }) {
  const { t, language } = useI18n()
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN'
  const time = (iso: string | null) => {
    if (!iso) return t('astrology.noMoonEvent')
    const later = daysAfter(iso, day.date)
    const clock = clockOf(iso, day.day_parts)
    if (later === 0) return clock
    const when = later === 1 ? t('astrology.tomorrow') : formatDate(iso.slice(0, 10), locale)
    // "3:31 AM tomorrow"; Hindi names the day first: "अगले दिन रात 3:31".
    return language === 'hi' ? `${when} ${clock}` : `${clock}${later === 1 ? ' ' : ', '}${when}`
  }
  // Purnima and Amavasya name their paksha themselves.
  const limbName = (limb: Limb) => (limb.paksha && limb.number % 15 !== 0 ? `${limb.paksha} ${limb.name}` : limb.name)
  const range = (period: { starts: string; ends: string }) => (
    <>
      <span className={styles.range}>{time(period.starts)}</span> – <span className={styles.range}>{time(period.ends)}</span>
    </>
  )
  // The month, paksha and samvat at sunrise, and what they become at a new or full moon that
  // falls before the next sunrise ("Phalguna until 6:53 AM, then Chaitra").
  const turn = day.month.then
  const turning = (now: string, next: string | undefined) =>
    turn && next !== undefined && next !== now ? (
      <>
        <span className={styles.limb}>
          {now} {t('astrology.until', { time: time(turn.at) })}
        </span>{' '}
        <span className={styles.limb}>{t('astrology.thenOn', { name: next })}</span>
      </>
    ) : (
      now
    )
  const samvat = (years: Panchang['samvat']) => t('astrology.samvatValue', { vikram: years.vikram, shaka: years.shaka })
  const weekday = new Date(`${day.date}T12:00:00`).toLocaleDateString(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
  return (
    <article className={styles.report} aria-labelledby="panchang-title">
      <section className={`${styles.card} ${styles.wide}`}>
        <h2 id="panchang-title" className={styles.title}>
          {t('astrology.panchangFor', { date: weekday, place: placeLabel })}
        </h2>
        {day.place.note && <Notice>{day.place.note}</Notice>}
        <dl className={styles.limbs}>
          <div>
            <dt>{t('astrology.vara')}</dt>
            <dd>{day.vara.name}</dd>
          </div>
          {LIMBS.map(({ key, label }) => (
            <div key={key}>
              <dt>{t(label)}</dt>
              <dd>
                {day[key].map((limb, index) => (
                  <span key={`${limb.number}-${limb.starts}`} className={styles.limb}>
                    {index === 0 ? (
                      <>
                        <strong>{limbName(limb)}</strong> {t('astrology.until', { time: time(limb.ends) })}
                      </>
                    ) : (
                      t('astrology.then', { name: limbName(limb), time: time(limb.ends) })
                    )}
                  </span>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={styles.card} aria-labelledby="sky-title">
        <h3 id="sky-title" className="visually-hidden">
          {t('astrology.sunrise')}
        </h3>
        <dl className={styles.facts}>
          <div>
            <dt>{t('astrology.sunrise')}</dt>
            <dd>{time(day.sun.rise)}</dd>
          </div>
          <div>
            <dt>{t('astrology.sunset')}</dt>
            <dd>{time(day.sun.set)}</dd>
          </div>
          <div>
            <dt>{t('astrology.moonrise')}</dt>
            <dd>{time(day.moon.rise)}</dd>
          </div>
          <div>
            <dt>{t('astrology.moonset')}</dt>
            <dd>{time(day.moon.set)}</dd>
          </div>
          <div>
            <dt>{t('astrology.monthAmanta')}</dt>
            <dd>{turning(day.month.amanta, turn?.amanta)}</dd>
          </div>
          <div>
            <dt>{t('astrology.monthPurnimanta')}</dt>
            <dd>{turning(day.month.purnimanta, turn?.purnimanta)}</dd>
          </div>
          <div>
            <dt>{t('astrology.paksha')}</dt>
            <dd>{turning(day.month.paksha, turn?.paksha)}</dd>
          </div>
          <div>
            <dt>{t('astrology.samvat')}</dt>
            <dd>{turning(samvat(day.samvat), turn ? samvat(turn.samvat) : undefined)}</dd>
          </div>
        </dl>
        {(day.month.adhika || turn?.adhika) && <p className={styles.small}>{t('astrology.adhikaNote')}</p>}
      </section>

      <section className={styles.card} aria-labelledby="periods-title">
        <h3 id="periods-title">{t('astrology.periodsTitle')}</h3>
        <dl className={styles.facts}>
          <div>
            <dt>{t('astrology.rahuKaal')}</dt>
            <dd>{range(day.periods.rahu_kaal)}</dd>
          </div>
          <div>
            <dt>{t('astrology.yamaganda')}</dt>
            <dd>{range(day.periods.yamaganda)}</dd>
          </div>
          <div>
            <dt>{t('astrology.gulikaKaal')}</dt>
            <dd>{range(day.periods.gulika_kaal)}</dd>
          </div>
          <div>
            <dt>{t('astrology.abhijit')}</dt>
            <dd>
              {range(day.periods.abhijit)}
              {day.periods.abhijit.avoided && <span className={styles.small}> ({t('astrology.abhijitAvoided')})</span>}
            </dd>
          </div>
        </dl>
      </section>

      <section className={styles.card} aria-labelledby="festivals-title">
        <h3 id="festivals-title">{t('astrology.festivalsTitle')}</h3>
        {day.festivals.length === 0 ? (
          <p className={styles.muted}>{t('astrology.noFestivals')}</p>
        ) : (
          <ul className={styles.doshas}>
            {day.festivals.map((festival) => (
              <li key={festival.key}>
                <strong>{festival.name}</strong>
                <p className={styles.small}>{festival.rule}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <details className={`${styles.card} ${styles.wide}`}>
        <summary className={styles.summary}>{t('astrology.conventionsTitle')}</summary>
        <ul className={styles.rules}>
          {Object.values(day.conventions).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </details>
    </article>
  )
}
