/** A Kundli Milan: the score out of 36 with its verdict, every koota's points out of its
 * maximum, and the Mangal, Nadi and Bhakoot doshas with the rules that cancel them. */
import { Notice } from '../../../components/States'
import { useT } from '../../../i18n/context'
import type { KundliMatch } from '../api'
import styles from './report.module.css'

type Match = KundliMatch
type Person = Match['groom']
type Mangal = Match['doshas']['mangal']['groom']

const points = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1))

export function MilanView({ match }: { match: Match }) {
  const t = useT()
  const { names } = match
  const moon = (person: Person) =>
    t('astrology.moonOf', { sign: names.signs[person.moon_sign] ?? person.moon_sign, nakshatra: names.nakshatras[person.moon_nakshatra] ?? person.moon_nakshatra, pada: person.pada })
  const { mangal, nadi, bhakoot } = match.doshas
  return (
    <article className={styles.report} aria-labelledby="match-title">
      <section className={`${styles.card} ${styles.wide}`}>
        <h2 id="match-title" className={styles.title}>
          {t('astrology.matchTitle', { boy: match.groom.name, girl: match.bride.name })}
        </h2>
        <p className={styles.score}>
          <span className={styles.scoreValue}>{t('astrology.score', { total: points(match.total), maximum: match.maximum })}</span>
          <meter min={0} max={match.maximum} low={18} high={25} optimum={36} value={match.total} className={styles.meter} aria-label={t('astrology.score', { total: points(match.total), maximum: match.maximum })} />
        </p>
        <p className={styles.verdict}>{match.verdict}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('astrology.boy')}</dt>
            <dd>{moon(match.groom)}</dd>
          </div>
          <div>
            <dt>{t('astrology.girl')}</dt>
            <dd>{moon(match.bride)}</dd>
          </div>
        </dl>
        {[match.groom.place_note, match.bride.place_note].filter(Boolean).map((note) => (
          <Notice key={note}>{note}</Notice>
        ))}
      </section>

      <section className={styles.card} aria-labelledby="kootas-title">
        <h3 id="kootas-title">{t('astrology.koota')}</h3>
        <ul className={styles.kootas}>
          {match.kootas.map((koota) => (
            <li key={koota.name}>
              <p className={styles.kootaHead}>
                <strong>{koota.title}</strong>
                <span className={styles.number}>{t('astrology.pointsOf', { points: points(koota.points), maximum: koota.maximum })}</span>
              </p>
              <meter min={0} max={koota.maximum} value={koota.points} className={styles.kootaMeter} aria-hidden="true" />
              <p className={styles.kootaPair}>
                <span>
                  {t('astrology.boy')}: <strong>{koota.groom}</strong>
                </span>
                <span>
                  {t('astrology.girl')}: <strong>{koota.bride}</strong>
                </span>
              </p>
              <p className={styles.small}>{koota.note}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${styles.card} ${styles.wide}`} aria-labelledby="match-doshas-title">
        <h3 id="match-doshas-title">{t('astrology.matchDoshas')}</h3>
        <ul className={styles.doshas}>
          <li>
            <p className={styles.doshaHead}>
              <strong>{mangal.title}</strong>
            </p>
            <MangalOf who={t('astrology.boy')} found={mangal.groom} />
            <MangalOf who={t('astrology.girl')} found={mangal.bride} />
            <p className={styles.now}>{mangal.verdict}</p>
            <p className={styles.small}>{t('astrology.doshaRule', { rule: mangal.rule })}</p>
          </li>
          {[nadi, bhakoot].map((dosha) => (
            <li key={dosha.title}>
              <p className={styles.doshaHead}>
                <strong>{dosha.title}</strong>
                <span className={dosha.present && !dosha.cancelled ? styles.badgeWarn : styles.badgeOk}>
                  {t(dosha.present ? 'astrology.doshaPresent' : 'astrology.doshaAbsent')}
                  {dosha.present && ` · ${t(dosha.cancelled ? 'astrology.cancelled' : 'astrology.notCancelled')}`}
                </span>
              </p>
              {dosha.cancellations.length > 0 && <p>{t('astrology.cancelledBy', { reasons: dosha.cancellations.join('; ') })}</p>}
              <p className={styles.small}>{t('astrology.doshaRule', { rule: dosha.rule })}</p>
            </li>
          ))}
        </ul>
      </section>
    </article>
  )
}

function MangalOf({ who, found }: { who: string; found: Mangal }) {
  const t = useT()
  return (
    <div className={styles.person}>
      <p className={styles.doshaHead}>
        <span>{who}</span>
        <span className={found.present && !found.cancelled ? styles.badgeWarn : styles.badgeOk}>
          {t(found.present ? 'astrology.doshaPresent' : 'astrology.doshaAbsent')}
          {found.present && ` · ${t(found.cancelled ? 'astrology.cancelled' : 'astrology.notCancelled')}`}
        </span>
      </p>
      {found.reasons.length > 0 && (
        <ul className={styles.reasons}>
          {found.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      {found.cancellations.length > 0 && <p className={styles.small}>{t('astrology.cancelledBy', { reasons: found.cancellations.join('; ') })}</p>}
    </div>
  )
}
