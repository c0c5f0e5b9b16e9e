/** The running Vimshottari periods and what the dosha checks found. */
import { useI18n } from '../../../../i18n/context'
import { formatDate } from '../../../../lib/format'
import type { ChartNames, Kundli, Period } from '../../kundli'
import { named } from './names'
import styles from './Kundli.module.css'

interface Props {
  dasha: Kundli['dasha']
  doshas: Kundli['doshas']
  names: ChartNames
  locale: string
}

export function DashaDoshas({ dasha, doshas, names, locale }: Props) {
  const { t } = useI18n()
  const period = (p: Period) => t('assistant.period', { planet: named(names, 'grahas', p.planet), start: formatDate(p.start, locale), end: formatDate(p.end, locale) })
  const present = doshas.filter((dosha) => dosha.present)
  const absent = doshas.filter((dosha) => !dosha.present)
  return (
    <>
      {dasha && (
        <section>
          <h4 className={styles.subtitle}>{t('assistant.dashaTitle')}</h4>
          <dl className={styles.periods}>
            <div>
              <dt>{t('assistant.mahadasha')}</dt>
              <dd>{period(dasha.mahadasha)}</dd>
            </div>
            <div>
              <dt>{t('assistant.antardasha')}</dt>
              <dd>{period(dasha.antardasha)}</dd>
            </div>
          </dl>
        </section>
      )}
      {doshas.length > 0 && (
        <section>
          <h4 className={styles.subtitle}>{t('assistant.doshasTitle')}</h4>
          {present.length === 0 && <p className={styles.small}>{t('assistant.noDoshas')}</p>}
          <ul className={styles.doshas}>
            {present.map((dosha) => (
              <li key={dosha.name}>
                <strong>{t('assistant.doshaName', { name: dosha.name })}</strong> <span className={styles.badge}>{t('assistant.doshaPresent')}</span>
                {dosha.reasons.length > 0 && <span className={styles.small}> {dosha.reasons.join('; ')}</span>}
              </li>
            ))}
          </ul>
          {absent.length > 0 && <p className={styles.small}>{t('assistant.doshasAbsent', { names: absent.map((dosha) => t('assistant.doshaName', { name: dosha.name })).join(', ') })}</p>}
        </section>
      )}
    </>
  )
}
