/** A generated Kundli, whole: birth details, Lagna, Moon sign and nakshatra, the chart in either
 * style, the planets, the Vimshottari dasha as a timeline, the doshas with their rules, today's
 * transits, and the report as a PDF. */
import { useState } from 'react'
import { Button } from '../../../components/Button'
import { Notice } from '../../../components/States'
import { useI18n, useT } from '../../../i18n/context'
import { formatDate } from '../../../lib/format'
import type { KundliReport } from '../api'
import { DashaTimeline } from './DashaTimeline'
import { NorthChart } from './NorthChart'
import { SouthChart } from './SouthChart'
import styles from './report.module.css'

type ChartStyle = 'north' | 'south'

interface Props {
  report: KundliReport
  onDownload: () => void
  downloading: boolean
  downloadError: string | null
}

export function KundliView({ report, onDownload, downloading, downloadError }: Props) {
  const { t, language } = useI18n()
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN'
  const [style, setStyle] = useState<ChartStyle>('north')
  const { names, birth_details: birth } = report
  const graha = (name: string) => names.grahas[name] ?? name
  const sign = (name: string) => names.signs[name] ?? name
  const nakshatra = (name: string) => names.nakshatras[name] ?? name
  const summary = report.houses
    .map((house) => t('astrology.chartSummary', { house: house.house, sign: sign(house.sign), planets: house.grahas.length ? ` — ${house.grahas.map(graha).join(', ')}` : '' }))
    .join('; ')
  const chartTitle = `${t('astrology.chartTitle')}. ${summary}`
  const present = report.doshas.filter((dosha) => dosha.present)
  const absent = report.doshas.filter((dosha) => !dosha.present)

  return (
    <article className={styles.report} aria-labelledby="kundli-title">
      <section className={`${styles.card} ${styles.wide}`}>
        <h2 id="kundli-title" className={styles.title}>
          {t('astrology.kundliTitle', { name: report.name })}
        </h2>
        <p className={styles.muted}>{t('astrology.bornOn', { date: formatDate(birth.date, locale), time: birth.time, place: birth.place })}</p>
        {birth.place_note && <Notice>{birth.place_note}</Notice>}
        <dl className={styles.facts}>
          <div>
            <dt>{t('astrology.lagna')}</dt>
            <dd>
              {sign(report.ascendant.sign)} <span className={styles.muted}>{report.ascendant.degree_dms}</span>
            </dd>
          </div>
          <div>
            <dt>{t('astrology.moonSign')}</dt>
            <dd>{sign(report.rashi.name)}</dd>
          </div>
          <div>
            <dt>{t('astrology.nakshatra')}</dt>
            <dd>{t('astrology.nakshatraPada', { name: nakshatra(report.nakshatra.name), pada: report.nakshatra.pada })}</dd>
          </div>
          <div>
            <dt>{t('astrology.utcOffset')}</dt>
            <dd>{birth.utc_offset_rule}</dd>
          </div>
        </dl>
      </section>

      <section className={styles.card} aria-labelledby="chart-title">
        <div className={styles.cardHead}>
          <h3 id="chart-title">{t('astrology.chartTitle')}</h3>
          <div className={styles.switch} role="group" aria-label={t('astrology.chartStyle')}>
            {(['north', 'south'] as const).map((option) => (
              <button key={option} type="button" aria-pressed={style === option} onClick={() => setStyle(option)}>
                {t(option === 'north' ? 'astrology.chartNorth' : 'astrology.chartSouth')}
              </button>
            ))}
          </div>
        </div>
        {style === 'north' ? <NorthChart houses={report.houses} marks={report.names.marks} title={chartTitle} /> : <SouthChart report={report} title={chartTitle} />}
        <p className={styles.small}>{t(style === 'north' ? 'astrology.chartNorthHelp' : 'astrology.chartSouthHelp')}</p>
      </section>

      <section className={styles.card} aria-labelledby="planets-title">
        <h3 id="planets-title">{t('astrology.planetsTitle')}</h3>
        {/* Scrolls sideways on the narrowest phones: reachable by keyboard too. */}
        <div className={styles.tableWrap} role="group" aria-labelledby="planets-title" tabIndex={0}>
          <table className={styles.table} aria-labelledby="planets-title">
            <thead>
              <tr>
                <th scope="col">{t('astrology.planet')}</th>
                <th scope="col">{t('astrology.sign')}</th>
                <th scope="col">{t('astrology.nakshatra')}</th>
                <th scope="col">{t('astrology.house')}</th>
              </tr>
            </thead>
            <tbody>
              {[['Ascendant', report.ascendant] as const, ...Object.entries(report.planets)].map(([name, placement]) => (
                <tr key={name}>
                  <th scope="row">
                    {graha(name)}
                    {placement.retrograde && <RetroMark />}
                  </th>
                  <td>
                    {sign(placement.sign)}
                    <span className={styles.sub}>{placement.degree_dms}</span>
                  </td>
                  <td>
                    {nakshatra(placement.nakshatra)}
                    <span className={styles.sub}>
                      {t('astrology.pada')} {placement.pada}
                    </span>
                  </td>
                  <td className={styles.number}>{placement.house}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <DashaTimeline dasha={report.dasha} graha={graha} locale={locale} />

      <section className={styles.card} aria-labelledby="doshas-title">
        <h3 id="doshas-title">{t('astrology.doshasTitle')}</h3>
        <ul className={styles.doshas}>
          {[...present, ...absent].map((dosha) => (
            <li key={dosha.name} className={dosha.present ? styles.doshaPresent : styles.doshaAbsent}>
              <p className={styles.doshaHead}>
                <strong>{dosha.title}</strong>
                <span className={dosha.present ? styles.badgeWarn : styles.badgeOk}>{t(dosha.present ? 'astrology.doshaPresent' : 'astrology.doshaAbsent')}</span>
              </p>
              {dosha.reasons.length > 0 && (
                <ul className={styles.reasons}>
                  {dosha.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              )}
              <p className={styles.small}>{t('astrology.doshaRule', { rule: dosha.rule })}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.card} aria-labelledby="transits-title">
        <h3 id="transits-title">{t('astrology.transitsTitle')}</h3>
        <p className={styles.small}>{t('astrology.transitsIntro', { date: formatDate(report.transits.date, locale), sign: sign(report.transits.moon_sign) })}</p>
        <div className={styles.tableWrap} role="group" aria-labelledby="transits-title" tabIndex={0}>
          <table className={styles.table} aria-labelledby="transits-title">
            <thead>
              <tr>
                <th scope="col">{t('astrology.planet')}</th>
                <th scope="col">{t('astrology.sign')}</th>
                <th scope="col">{t('astrology.houseFromMoon')}</th>
                <th scope="col">{t('astrology.effect')}</th>
              </tr>
            </thead>
            <tbody>
              {report.transits.planets.map((transit) => (
                <tr key={transit.planet}>
                  <th scope="row">
                    {graha(transit.planet)}
                    {transit.retrograde && <RetroMark />}
                  </th>
                  <td>
                    {sign(transit.sign)} <span className={styles.muted}>{transit.degree_dms}</span>
                  </td>
                  <td className={styles.number}>{transit.house_from_moon}</td>
                  <td>
                    <span className={transit.favourable ? styles.badgeOk : styles.badgeWarn}>{transit.effect}</span>
                    {transit.phase && <span className={styles.small}> {transit.phase}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className={styles.rules}>
          {report.transits.planets.map((transit) => (
            <li key={transit.planet}>{transit.rule}</li>
          ))}
        </ul>
      </section>

      <section className={`${styles.card} ${styles.footer}`}>
        <p className={styles.small}>{t('astrology.settings', { ayanamsa: report.settings.ayanamsa_degrees.toFixed(4) })}</p>
        <Button onClick={onDownload} busy={downloading}>
          {t('astrology.downloadPdf')}
        </Button>
        {downloadError && <Notice tone="error">{t('astrology.pdfFailed', { reason: downloadError })}</Notice>}
      </section>
    </article>
  )
}

/** R (retrograde) beside a graha, spelt out on hover and to screen readers. */
function RetroMark() {
  const t = useT()
  return (
    <abbr className={styles.retro} title={t('astrology.retrograde')}>
      {' '}
      {t('astrology.retrogradeShort')}
    </abbr>
  )
}
