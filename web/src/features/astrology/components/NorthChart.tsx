/** The birth chart drawn North Indian style: house 1 in the top diamond, houses running
 * counter-clockwise, each with its sign's number (1 = Aries) and the grahas in it, by their
 * marks in the reader's language (the report's names; two letters of the English otherwise).
 * The Astrology screen and the assistant's chart card both draw it. */
import { useId } from 'react'
import { lines, signNumber } from './charts'
import styles from './charts.module.css'

interface Props {
  houses: { house: number; sign: string; grahas: string[] }[]
  marks: Record<string, string>
  /** The chart's name and each house in words, for screen readers. */
  title: string
}

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

export function NorthChart({ houses, marks, title }: Props) {
  const titleId = useId()
  return (
    <svg viewBox="0 0 300 300" role="img" aria-labelledby={titleId} className={styles.chart}>
      <title id={titleId}>{title}</title>
      <rect x="1" y="1" width="298" height="298" className={styles.line} />
      <path d="M1 1L299 299M299 1L1 299M150 1L299 150L150 299L1 150Z" className={styles.line} />
      {houses.map((house, index) => {
        const place = LAYOUT[index]
        const rows = lines(house.grahas, place.perLine)
        const top = place.grahas[1] - ((rows.length - 1) * LINE) / 2
        return (
          <g key={house.house}>
            <text x={place.sign[0]} y={place.sign[1]} className={styles.signNumber} textAnchor="middle" dominantBaseline="middle">
              {signNumber(house.sign)}
            </text>
            <text x={place.grahas[0]} y={top} className={styles.graha} textAnchor="middle" dominantBaseline="middle">
              {rows.map((row, line) => (
                <tspan key={line} x={place.grahas[0]} y={top + line * LINE}>
                  {row.map((graha) => marks[graha] ?? graha.slice(0, 2)).join(' ')}
                </tspan>
              ))}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
