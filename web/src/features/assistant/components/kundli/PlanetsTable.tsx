/** The grahas: sign, degree, house, and R for retrograde. */
import { useId } from 'react'
import { useI18n } from '../../../../i18n/context'
import type { ChartNames, Kundli } from '../../kundli'
import { named } from './names'
import styles from './Kundli.module.css'

export function PlanetsTable({ planets, names }: { planets: Kundli['planets']; names: ChartNames }) {
  const { t } = useI18n()
  const titleId = useId()
  return (
    <section>
      <h4 id={titleId} className={styles.subtitle}>
        {t('assistant.planetsTitle')}
      </h4>
      {/* Scrolls sideways on the narrowest phones: reachable by keyboard too. */}
      <div className={styles.tableWrap} role="group" aria-labelledby={titleId} tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('assistant.planet')}</th>
              <th scope="col">{t('assistant.sign')}</th>
              <th scope="col">{t('assistant.degree')}</th>
              <th scope="col">{t('assistant.house')}</th>
            </tr>
          </thead>
          <tbody>
            {planets.map(({ name, placement }) => (
              <tr key={name}>
                <th scope="row">
                  {named(names, 'grahas', name)}
                  {placement.retrograde && (
                    <abbr className={styles.retro} title={t('assistant.retrograde')}>
                      {' '}
                      {t('assistant.retrogradeShort')}
                    </abbr>
                  )}
                </th>
                <td>{named(names, 'signs', placement.sign)}</td>
                <td className={styles.number}>{placement.degreeDms || (Number.isFinite(placement.degree) ? `${placement.degree.toFixed(2)}°` : '')}</td>
                <td className={styles.number}>{Number.isFinite(placement.house) ? placement.house : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
