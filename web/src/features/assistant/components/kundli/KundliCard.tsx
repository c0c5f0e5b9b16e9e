/** The Kundli made in the conversation, readable at a glance: birth details, Lagna, Moon sign,
 * nakshatra, the chart, the planets, the running dasha and the doshas. */
import { useI18n } from '../../../../i18n/context'
import { formatDate } from '../../../../lib/format'
import type { Kundli } from '../../kundli'
import { DashaDoshas } from './DashaDoshas'
import { NorthChart } from '../../../astrology/components/NorthChart'
import { PlanetsTable } from './PlanetsTable'
import { named, signWithSanskrit } from './names'
import styles from './Kundli.module.css'

export function KundliCard({ kundli }: { kundli: Kundli }) {
  const { t, language } = useI18n()
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN'
  const { birth, ascendant, rashi, nakshatra } = kundli
  const summary = kundli.houses
    .map((house) => {
      const grahas = house.grahas.map((g) => named(kundli.names, 'grahas', g)).join(', ')
      return t('assistant.chartSummary', { house: house.house, sign: named(kundli.names, 'signs', house.sign), planets: grahas ? ` — ${grahas}` : '' })
    })
    .join('; ')
  const chartTitle = `${t('assistant.chartTitle')}. ${summary}`
  return (
    <article className={styles.card}>
      <h3 className={styles.title}>{kundli.name ? t('assistant.kundliTitle', { name: kundli.name }) : t('assistant.kundliTitleNoName')}</h3>
      {birth.date && <p className={styles.born}>{t('assistant.bornOn', { date: formatDate(birth.date, locale), time: birth.time, place: birth.place })}</p>}
      <dl className={styles.facts}>
        <div>
          <dt>{t('assistant.lagna')}</dt>
          <dd>
            {signWithSanskrit(kundli.names, ascendant.sign, ascendant.signSanskrit, language)}
            {ascendant.degreeDms && <span className={styles.muted}> {ascendant.degreeDms}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('assistant.moonSign')}</dt>
          <dd>{signWithSanskrit(kundli.names, rashi.name, rashi.sanskrit, language)}</dd>
        </div>
        <div>
          <dt>{t('assistant.nakshatra')}</dt>
          <dd>{Number.isFinite(nakshatra.pada) ? t('assistant.nakshatraPada', { name: named(kundli.names, 'nakshatras', nakshatra.name), pada: nakshatra.pada }) : named(kundli.names, 'nakshatras', nakshatra.name)}</dd>
        </div>
      </dl>
      {kundli.houses.length === 12 && (
        <figure className={styles.chart}>
          <NorthChart houses={kundli.houses} marks={kundli.names.marks} title={chartTitle} />
          <figcaption className={styles.small}>{t('assistant.chartTitle')}</figcaption>
        </figure>
      )}
      <PlanetsTable planets={kundli.planets} names={kundli.names} />
      <DashaDoshas dasha={kundli.dasha} doshas={kundli.doshas} names={kundli.names} locale={locale} />
    </article>
  )
}
