/** The Kundli chart a reply carries (the REST API's KundliReport, typed by the socket's frame
 * types), as the chat's chart card shows it: the grahas in their traditional order and the
 * dasha running now. */
import type { KundliReport } from '../../lib/assistantProtocol'

export const GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const

export interface Placement {
  sign: string
  signSanskrit: string
  degree: number
  degreeDms: string
  nakshatra: string
  pada: number
  house: number
  retrograde: boolean
}

/** A Vimshottari period: its graha and ISO dates. */
export type Period = NonNullable<KundliReport['dasha']['current']>['mahadasha']
/** Names in the reader's language by English name, as the chart carries them. */
export type ChartNames = KundliReport['names']

export interface Dosha {
  name: string
  present: boolean
  reasons: string[]
}

export interface Kundli {
  name: string
  birth: { date: string; time: string; place: string }
  ascendant: Placement
  rashi: { name: string; sanskrit: string }
  nakshatra: { name: string; pada: number }
  planets: { name: string; placement: Placement }[]
  houses: { house: number; sign: string; grahas: string[] }[]
  dasha: { mahadasha: Period; antardasha: Period } | null
  doshas: Dosha[]
  names: ChartNames
}

function placement(p: KundliReport['ascendant']): Placement {
  return {
    sign: p.sign,
    signSanskrit: p.sign_sanskrit,
    degree: p.degree,
    degreeDms: p.degree_dms,
    nakshatra: p.nakshatra,
    pada: p.pada,
    house: p.house,
    retrograde: p.retrograde,
  }
}

/** The nine grahas in their traditional order, then anything else the chart adds. */
function planets(found: KundliReport['planets']): Kundli['planets'] {
  const known: readonly string[] = GRAHAS
  const names = [...GRAHAS.filter((name) => name in found), ...Object.keys(found).filter((name) => !known.includes(name))]
  return names.map((name) => ({ name, placement: placement(found[name]) }))
}

/** The chart card's view of a report. */
export function kundliOf(report: KundliReport): Kundli {
  const { birth_details: birth, rashi, nakshatra, dasha } = report
  return {
    name: report.name,
    birth: { date: birth.date, time: birth.time, place: birth.place },
    ascendant: placement(report.ascendant),
    rashi: { name: rashi.name, sanskrit: rashi.sanskrit },
    nakshatra: { name: nakshatra.name, pada: nakshatra.pada },
    planets: planets(report.planets),
    houses: report.houses.map(({ house, sign, grahas }) => ({ house, sign, grahas })),
    dasha: dasha.current,
    doshas: report.doshas.map((dosha) => ({ name: dosha.title, present: dosha.present, reasons: dosha.reasons })),
    names: report.names,
  }
}
