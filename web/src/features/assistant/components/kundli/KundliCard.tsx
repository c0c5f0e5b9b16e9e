/** The Kundli made in the conversation, readable at a glance: birth details, Lagna, Moon sign,
 * nakshatra, the chart, the planets, the running dasha and the doshas. */
import { useI18n } from '../../../../i18n/context'
import { formatDate } from '../../../../lib/format'
import type { Kundli } from '../../kundli'
import { DashaDoshas } from './DashaDoshas'
import { NorthChart } from './NorthChart'
import { PlanetsTable } from './PlanetsTable'
import { signWithSanskrit } from './names'
import styles from './Kundli.module.css'

export function KundliCard({ kundli }: { kundli: Kundli }) {
  const { t, language } = useI18n()
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN'
  const { birth, ascendant, rashi, nakshatra } = kundli
  return (
    <article className={styles.card}>
      <h3 className={styles.title}>{kundli.name ? t('assistant.kundliTitle', { name: kundli.name }) : t('assistant.kundliTitleNoName')}</h3>
      {birth.date && <p className={styles.born}>{t('assistant.bornOn', { date: formatDate(birth.date, locale), time: birth.time, place: birth.place })}</p>}
      <dl className={styles.facts}>
        <div>
          <dt>{t('assistant.lagna')}</dt>
          <dd>
            {signWithSanskrit(t, ascendant.sign, ascendant.signSanskrit, language)}
            {ascendant.degreeDms && <span className={styles.muted}> {ascendant.degreeDms}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('assistant.moonSign')}</dt>
          <dd>{signWithSanskrit(t, rashi.name, rashi.sanskrit, language)}</dd>
        </div>
        <div>
          <dt>{t('assistant.nakshatra')}</dt>
          <dd>{Number.isFinite(nakshatra.pada) ? t('assistant.nakshatraPada', { name: nakshatra.name, pada: nakshatra.pada }) : nakshatra.name}</dd>
        </div>
      </dl>
      {kundli.houses.length === 12 && <NorthChart houses={kundli.houses} />}
      <PlanetsTable planets={kundli.planets} />
      <DashaDoshas dasha={kundli.dasha} doshas={kundli.doshas} locale={locale} />
    </article>
  )
}
