/** The Kundli chart as the assistant receives it (kundli_service/report.py), read defensively:
 * a chart that is not what we expect is not shown, rather than shown as raw data. */

export const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'] as const
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

export interface Period {
  planet: string
  start: string
  end: string
}

export interface Dosha {
  name: string
  present: boolean
  reasons: string[]
}

/** Names in the reader's language by English name, as the chart carries them (kundli_service
 * names); empty for a chart without them, which then shows the English. */
export interface ChartNames {
  signs: Record<string, string>
  grahas: Record<string, string>
  marks: Record<string, string>
  nakshatras: Record<string, string>
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

type Raw = Record<string, unknown>

const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const number = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : NaN)

function placement(value: unknown): Placement | null {
  if (!isObject(value) || !text(value.sign)) return null
  return {
    sign: text(value.sign),
    signSanskrit: text(value.sign_sanskrit),
    degree: number(value.degree),
    degreeDms: text(value.degree_dms),
    nakshatra: text(value.nakshatra),
    pada: number(value.pada),
    house: number(value.house),
    retrograde: value.retrograde === true,
  }
}

function period(value: unknown): Period | null {
  if (!isObject(value) || !text(value.planet)) return null
  return { planet: text(value.planet), start: text(value.start), end: text(value.end) }
}

function currentDasha(value: unknown): Kundli['dasha'] {
  if (!isObject(value) || !isObject(value.current)) return null
  const mahadasha = period(value.current.mahadasha)
  const antardasha = period(value.current.antardasha)
  return mahadasha && antardasha ? { mahadasha, antardasha } : null
}

function planets(value: unknown): Kundli['planets'] {
  if (!isObject(value)) return []
  // The nine grahas in their traditional order, then anything else the service adds.
  const names = [...GRAHAS.filter((name) => name in value), ...Object.keys(value).filter((name) => !(GRAHAS as readonly string[]).includes(name))]
  return names.flatMap((name) => {
    const found = placement(value[name])
    return found ? [{ name, placement: found }] : []
  })
}

function houses(value: unknown): Kundli['houses'] {
  if (!Array.isArray(value)) return []
  return value.filter(isObject).map((house) => ({
    house: number(house.house),
    sign: text(house.sign),
    grahas: Array.isArray(house.grahas) ? house.grahas.filter((g): g is string => typeof g === 'string') : [],
  }))
}

function table(value: unknown): Record<string, string> {
  if (!isObject(value)) return {}
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

function chartNames(value: unknown): ChartNames {
  const raw = isObject(value) ? value : {}
  return { signs: table(raw.signs), grahas: table(raw.grahas), marks: table(raw.marks), nakshatras: table(raw.nakshatras) }
}

function doshas(value: unknown): Dosha[] {
  if (!Array.isArray(value)) return []
  return value.filter(isObject).map((dosha) => ({
    name: text(dosha.title) || text(dosha.name),
    present: dosha.present === true,
    reasons: Array.isArray(dosha.reasons) ? dosha.reasons.filter((r): r is string => typeof r === 'string') : [],
  }))
}

/** The chart, or null when the essentials (ascendant, rashi, nakshatra, planets) are missing. */
export function parseKundli(raw: unknown): Kundli | null {
  if (!isObject(raw)) return null
  const ascendant = placement(raw.ascendant)
  const rashi = isObject(raw.rashi) ? raw.rashi : null
  const nakshatra = isObject(raw.nakshatra) ? raw.nakshatra : null
  const birth = isObject(raw.birth_details) ? raw.birth_details : {}
  const found = planets(raw.planets)
  if (!ascendant || !rashi || !text(rashi.name) || !nakshatra || !text(nakshatra.name) || found.length === 0) return null
  return {
    name: text(raw.name),
    birth: { date: text(birth.date), time: text(birth.time), place: text(birth.place) },
    ascendant,
    rashi: { name: text(rashi.name), sanskrit: text(rashi.sanskrit) },
    nakshatra: { name: text(nakshatra.name), pada: number(nakshatra.pada) },
    planets: found,
    houses: houses(raw.houses),
    dasha: currentDasha(raw.dasha),
    doshas: doshas(raw.doshas),
    names: chartNames(raw.names),
  }
}
