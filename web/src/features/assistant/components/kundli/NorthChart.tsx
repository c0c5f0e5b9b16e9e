/** The birth chart drawn North-Indian style: house 1 at the top, houses running counter-
 * clockwise, each with its sign number (1 = Aries) and the grahas in it. */
import { useId } from 'react'
import { useT } from '../../../../i18n/context'
import { SIGNS, type Kundli } from '../../kundli'
import { grahaName, grahaShort, signName } from './names'
import styles from './Kundli.module.css'

type Point = readonly [number, number]

// Per house (1..12): where its grahas go, where its sign number goes, grahas per line.
const LAYOUT: { grahas: Point; sign: Point; perLine: number }[] = [
  { grahas: [150, 78], sign: [150, 136], perLine: 3 },
  { grahas: [75, 30], sign: [75, 64], perLine: 3 },
  { grahas: [24, 75], sign: [62, 80], perLine: 1 },
  { grahas: [75, 150], sign: [134, 154], perLine: 3 },
  { grahas: [24, 225], sign: [62, 230], perLine: 1 },
  { grahas: [75, 278], sign: [75, 246], perLine: 3 },
  { grahas: [150, 222], sign: [150, 176], perLine: 3 },
  { grahas: [225, 278], sign: [225, 246], perLine: 3 },
  { grahas: [276, 225], sign: [238, 230], perLine: 1 },
  { grahas: [225, 150], sign: [166, 154], perLine: 3 },
  { grahas: [276, 75], sign: [238, 80], perLine: 1 },
  { grahas: [225, 30], sign: [225, 64], perLine: 3 },
]
const LINE = 14

function lines<T>(items: T[], perLine: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += perLine) out.push(items.slice(i, i + perLine))
  return out
}

export function NorthChart({ houses }: { houses: Kundli['houses'] }) {
  const t = useT()
  const titleId = useId()
  const summary = houses
    .map((house) => t('assistant.chartSummary', { house: house.house, sign: signName(t, house.sign), planets: house.grahas.length ? ` — ${house.grahas.map((g) => grahaName(t, g)).join(', ')}` : '' }))
    .join('; ')
  return (
    <figure className={styles.chart}>
      <svg viewBox="0 0 300 300" role="img" aria-labelledby={titleId} className={styles.chartSvg}>
        <title id={titleId}>{`${t('assistant.chartTitle')}. ${summary}`}</title>
        <rect x="1" y="1" width="298" height="298" className={styles.chartLine} />
        <path d="M1 1L299 299M299 1L1 299M150 1L299 150L150 299L1 150Z" className={styles.chartLine} />
        {houses.map((house, index) => {
          const place = LAYOUT[index]
          const rows = lines(house.grahas, place.perLine)
          const top = place.grahas[1] - ((rows.length - 1) * LINE) / 2
          const sign = (SIGNS as readonly string[]).indexOf(house.sign) + 1
          return (
            <g key={house.house}>
              {sign > 0 && (
                <text x={place.sign[0]} y={place.sign[1]} className={styles.chartSign} textAnchor="middle" dominantBaseline="middle">
                  {sign}
                </text>
              )}
              <text x={place.grahas[0]} y={top} className={styles.chartGraha} textAnchor="middle" dominantBaseline="middle">
                {rows.map((row, line) => (
                  <tspan key={line} x={place.grahas[0]} y={top + line * LINE}>
                    {row.map((graha) => grahaShort(t, graha)).join(' ')}
                  </tspan>
                ))}
              </text>
            </g>
          )
        })}
      </svg>
      <figcaption className={styles.small}>{t('assistant.chartTitle')}</figcaption>
    </figure>
  )
}
