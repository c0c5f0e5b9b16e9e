/** One of revenue's figures (money collected or earned) over time as stacked SVG bars (priest
 * bookings, temple bookings, store), with a summary for screen readers and the figures as a table on
 * request. Many bars scroll sideways inside the card. */
import { formatDate, formatINR } from '../../../../lib/format'
import { TEXT as UI, fill } from '../../ui/texts'
import type { Figure, Period, RevenuePoint } from '../api'
import { TEXT } from '../texts'
import styles from './Reports.module.css'

const KINDS = [
  { key: 'priest', label: TEXT.priest, className: styles.priest },
  { key: 'temple', label: TEXT.temple, className: styles.temple },
  { key: 'store', label: TEXT.store, className: styles.store },
] as const
// Px per bar, gap included: thin enough for a month of days on a phone, wider when there are
// few (a year of months fills the card).
const BAR = 14
const WIDE = 48
const FILL = 640
const HEIGHT = 160
const AXIS = 22

export function periodLabel(period: Period, label: string): string {
  if (period === 'month') return new Date(`${label}-01T00:00:00`).toLocaleDateString('en-IN', { month: 'short', year: 'numeric' })
  return period === 'week' ? fill(TEXT.weekOf, { date: formatDate(label) }) : formatDate(label)
}

export const FIGURE_NAMES: Record<Figure, string> = { collected: UI.moneyCollected, earned: UI.moneyEarned }

interface Props {
  points: RevenuePoint[]
  period: Period
  figure: Figure
  kinds?: readonly ('priest' | 'temple' | 'store')[]
}

export function RevenueChart({ points: all, period, figure, kinds = ['priest', 'temple', 'store'] }: Props) {
  const shown = KINDS.filter((kind) => kinds.includes(kind.key))
  const name = FIGURE_NAMES[figure]
  const points = all.map((point) => ({ period: point.period, ...point[figure] }))
  const highest = points.reduce((best, point) => (point.total > best.total ? point : best), points[0])
  const top = Math.max(highest?.total ?? 0, 1)
  const bar = Math.min(WIDE, Math.max(BAR, Math.floor(FILL / Math.max(1, points.length))))
  const width = Math.max(points.length * bar, 280)
  const total = points.reduce((sum, point) => sum + point.total, 0)
  // Label every few bars so the dates never overlap.
  const every = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(width / 90))))
  const summary =
    total === 0
      ? fill(TEXT.chartEmpty, { figure: name })
      : fill(TEXT.chartLabel, { figure: name, period, from: points[0].period, to: points[points.length - 1].period, amount: formatINR(total), highest: formatINR(highest.total), when: periodLabel(period, highest.period) })
  return (
    <figure className={styles.figure}>
      <ul className={styles.legend} aria-hidden="true">
        {shown.map((kind) => (
          <li key={kind.key}>
            <span className={`${styles.swatch} ${kind.className}`} /> {kind.label}
          </li>
        ))}
      </ul>
      <div className={styles.scroller} tabIndex={0} role="group" aria-label={summary}>
        <svg width={width} height={HEIGHT + AXIS} viewBox={`0 0 ${width} ${HEIGHT + AXIS}`} role="img" aria-label={summary}>
          <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} className={styles.axis} />
          {points.map((point, n) => {
            let y = HEIGHT
            return (
              <g key={point.period}>
                <title>{`${periodLabel(period, point.period)}: ${formatINR(point.total)}`}</title>
                {shown.map((kind) => {
                  const h = (point[kind.key] / top) * (HEIGHT - 8)
                  y -= h
                  return h > 0 ? <rect key={kind.key} x={n * bar + 2} y={y} width={bar - 4} height={h} className={kind.className} /> : null
                })}
                {n % every === 0 && (
                  <text x={n * bar + 2} y={HEIGHT + 15} className={styles.tick}>
                    {period === 'month' ? point.period : point.period.slice(5)}
                  </text>
                )}
              </g>
            )
          })}
        </svg>
      </div>
      <figcaption className={styles.caption}>{fill(TEXT.revenueTotal, { figure: name, amount: formatINR(total) })}</figcaption>
      <details className={styles.details}>
        <summary>{TEXT.showTable}</summary>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{TEXT.period}</th>
                {shown.map((kind) => (
                  <th key={kind.key} scope="col" className={styles.number}>
                    {kind.label}
                  </th>
                ))}
                <th scope="col" className={styles.number}>
                  {TEXT.total}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.period}>
                  <th scope="row">{periodLabel(period, point.period)}</th>
                  {shown.map((kind) => (
                    <td key={kind.key} className={styles.number}>
                      {formatINR(point[kind.key])}
                    </td>
                  ))}
                  <td className={styles.number}>{formatINR(point.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
