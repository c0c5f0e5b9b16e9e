/** The chat's chart card reads the chart a reply carries. */
import { describe, expect, it } from 'vitest'
import { kundliOf } from './kundli'
import { kundliFixture } from './test/kundliFixture'

describe('kundliOf', () => {
  it('reads the chart the service makes', () => {
    const chart = kundliOf(kundliFixture)
    expect(chart.ascendant.sign).toBe('Leo')
    expect(chart.ascendant.signSanskrit).toBe(kundliFixture.ascendant.sign_sanskrit)
    expect(chart.rashi.name).toBe('Capricorn')
    expect(chart.nakshatra).toEqual({ name: 'Uttara Ashadha', pada: 2 })
    expect(chart.planets.map((p) => p.name)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'])
    expect(chart.houses).toHaveLength(12)
    expect(chart.dasha?.mahadasha.planet).toBe('Rahu')
    expect(chart.doshas.filter((d) => d.present).map((d) => d.name)).toContain('Mangal')
    expect(chart.names.marks.Jupiter).toBe('Ju')
  })

  it('puts the grahas in their traditional order whatever order the chart lists them in', () => {
    const reversed = Object.fromEntries(Object.entries(kundliFixture.planets).reverse())
    expect(kundliOf({ ...kundliFixture, planets: reversed }).planets.map((p) => p.name)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'])
  })

  it('has no running dasha past the 120 years', () => {
    const past = { ...kundliFixture, dasha: { ...kundliFixture.dasha, current: null } }
    expect(kundliOf(past).dasha).toBeNull()
  })
})
