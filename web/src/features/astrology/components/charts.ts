/** What both chart styles draw: each sign's grahas (by their marks) and the ascendant's sign. */
import type { KundliReport } from '../api'

export const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'] as const
export const GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const

export function signNumber(sign: string): number {
  return (SIGNS as readonly string[]).indexOf(sign) + 1
}

/** The grahas in each sign, in their traditional order. */
export function grahasBySign(report: KundliReport): Map<string, string[]> {
  const bySign = new Map<string, string[]>()
  for (const graha of GRAHAS) {
    const placement = report.planets[graha]
    if (!placement) continue
    bySign.set(placement.sign, [...(bySign.get(placement.sign) ?? []), graha])
  }
  return bySign
}

export function lines<T>(items: T[], perLine: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += perLine) out.push(items.slice(i, i + perLine))
  return out
}
