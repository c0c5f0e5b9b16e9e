/** The birth chart drawn South Indian style: the signs fixed in the outer squares (Pisces top
 * left, clockwise), the ascendant's sign marked, each square with the grahas in that sign. */
import { useId } from 'react'
import { useT } from '../../../i18n/context'
import type { KundliReport } from '../api'
import { SIGNS, grahasBySign, lines } from './charts'
import styles from './charts.module.css'

const CELL = 75
// Column and row of each sign's square, Aries first.
const SQUARES: readonly (readonly [number, number])[] = [
  [1, 0], [2, 0], [3, 0], [3, 1], [3, 2], [3, 3], [2, 3], [1, 3], [0, 3], [0, 2], [0, 1], [0, 0],
]

export function SouthChart({ report, title }: { report: KundliReport; title: string }) {
  const t = useT()
  const titleId = useId()
  const { marks, signs } = report.names
  const bySign = grahasBySign(report)
  const lagna = report.ascendant.sign
  return (
    <svg viewBox="0 0 300 300" role="img" aria-labelledby={titleId} className={styles.chart}>
      <title id={titleId}>{title}</title>
      {SIGNS.map((sign, index) => {
        const [column, row] = SQUARES[index]
        const x = column * CELL
        const y = row * CELL
        const grahas = bySign.get(sign) ?? []
        const marked = [...(sign === lagna ? [marks.Ascendant ?? 'Asc'] : []), ...grahas.map((g) => marks[g] ?? g.slice(0, 2))]
        const rows = lines(marked, 3)
        return (
          <g key={sign}>
            <rect x={x + 0.5} y={y + 0.5} width={CELL - 1} height={CELL - 1} className={sign === lagna ? styles.lagnaCell : styles.line} />
            {sign === lagna && <path d={`M${x + 0.5} ${y + 18}L${x + 18} ${y + 0.5}`} className={styles.line} />}
            <text x={x + CELL - 5} y={y + 12} className={styles.signName} textAnchor="end">
              {signs[sign] ?? sign}
            </text>
            {rows.map((line, n) => (
              <text key={n} x={x + CELL / 2} y={y + 36 + n * 14} className={styles.graha} textAnchor="middle" dominantBaseline="middle">
                {line.join(' ')}
              </text>
            ))}
          </g>
        )
      })}
      <text x="150" y="150" className={styles.centre} textAnchor="middle" dominantBaseline="middle">
        {t('astrology.chartSouth')}
      </text>
    </svg>
  )
}
