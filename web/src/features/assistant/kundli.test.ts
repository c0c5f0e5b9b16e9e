/** Reading the Kundli service's chart. */
import { describe, expect, it } from 'vitest'
import { parseKundli } from './kundli'
import { kundliFixture } from './test/kundliFixture'

describe('parseKundli', () => {
  it('reads the chart the service makes', () => {
    const chart = parseKundli(kundliFixture)
    expect(chart).not.toBeNull()
    expect(chart?.ascendant.sign).toBe('Leo')
    expect(chart?.rashi.name).toBe('Capricorn')
    expect(chart?.nakshatra).toEqual({ name: 'Uttara Ashadha', pada: 2 })
    expect(chart?.planets.map((p) => p.name)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'])
    expect(chart?.houses).toHaveLength(12)
    expect(chart?.dasha?.mahadasha.planet).toBe('Rahu')
    expect(chart?.doshas.filter((d) => d.present).map((d) => d.name)).toContain('Mangal')
    expect(chart?.names.marks.Jupiter).toBe('Ju')
  })

  it('shows the English of a chart that carries no names (an older Kundli service)', () => {
    const bare: Record<string, unknown> = { ...kundliFixture }
    delete bare.names
    expect(parseKundli(bare)?.names).toEqual({ signs: {}, grahas: {}, marks: {}, nakshatras: {} })
  })

  it('refuses what is not a chart', () => {
    expect(parseKundli(null)).toBeNull()
    expect(parseKundli({ name: 'x' })).toBeNull()
    expect(parseKundli({ ...kundliFixture, planets: {} })).toBeNull()
    expect(parseKundli({ ...kundliFixture, ascendant: 'Leo' })).toBeNull()
  })
})
