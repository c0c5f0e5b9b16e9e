/** No text copies a limit the server publishes at GET /api/site: a text names it ({maxAmount}) and the
 * number comes from the server, so a limit changed there is never said wrong here. */
import { describe, expect, it } from 'vitest'
import LIMITS from '../test/siteLimits.json'

// Every text file: the catalogues (i18n/en, i18n/hi) and each screen's texts (texts.ts, orderText.ts, serverTexts.ts ...).
const FILES = import.meta.glob<string>(['/src/i18n/{en,hi}/*.ts', '/src/**/texts.ts', '/src/**/*Text.ts', '/src/**/*Texts.ts'], { query: '?raw', import: 'default', eager: true })

const written = (value: number) => [...new Set([String(value), value.toLocaleString('en-US'), value.toLocaleString('en-IN')])]
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** How a text would copy the limit `name` = `value`: any number of 100 or more as such; a smaller one
 * where its kind shows (₹ before an amount, % after a percentage, "digits", "characters", "stars"). */
function copies(name: string, value: number): RegExp {
  const n = `(?<!\\d|\\d[,.])(?:${written(value).map(escape).join('|')})(?!\\d|[,.]\\d)`
  const ways = [`₹\\s?${n}`]
  if (value >= 100) ways.push(n)
  if (/Percent$/.test(name)) ways.push(`${n}\\s?%`)
  if (/Digits$/.test(name)) ways.push(`${n}(?:-digit| digits?| अंकों)`)
  if (/(Chars|Length)$/.test(name)) ways.push(`${n}(?: (?:to|से) \\S+)? (?:characters|अक्षर)`)
  if (/Stars$/.test(name)) ways.push(`${n}(?: (?:to|से) \\S+)? (?:stars|तारों|तारे)|out of ${n}|${n} में से`)
  return new RegExp(ways.join('|'))
}

const COPIES = Object.entries(LIMITS).flatMap(([name, value]) => (typeof value === 'number' ? [{ name, pattern: copies(name, value) }] : []))
const caught = (name: string, text: string) => COPIES.some((limit) => limit.name === name && limit.pattern.test(text))

describe('texts and the published limits', () => {
  it('finds the text files', () => {
    const paths = Object.keys(FILES)
    expect(paths).toContain('/src/i18n/en/common.ts')
    expect(paths).toContain('/src/i18n/hi/common.ts')
    expect(paths).toContain('/src/features/admin/temples/texts.ts')
  })

  it('would notice a copied limit in each of its forms', () => {
    expect(caught('maxAmount', "amountMaximum: 'Maximum amount is ₹200,000'")).toBe(true)
    expect(caught('maxAmount', "amountMaximum: 'अधिकतम राशि ₹2,00,000 है'")).toBe(true)
    expect(caught('maxSlotCapacity', "capacityRule: 'from 1 to 10000, or empty'")).toBe(true)
    expect(caught('phoneDigits', "phoneHint: 'A 10-digit mobile number'")).toBe(true)
    expect(caught('maxStars', "ratedStars: 'आपने 5 में से {stars} तारे दिए'")).toBe(true)
    expect(caught('taxPercent', "tax: 'Tax (5%)'")).toBe(true)
    expect(caught('minPasswordLength', "passwordLength: 'Password must be 8 to {maxPasswordLength} characters long'")).toBe(true)
    expect(caught('maxAmount', "amountMaximum: 'Maximum amount is ₹{maxAmount}'")).toBe(false)
    expect(caught('phoneDigits', "refundHow: 'within 7-10 business days'")).toBe(false)
    expect(caught('minStars', "starOne: '1 star'")).toBe(false)
  })

  it('no text file writes a published limit: it names it, {limitName}', () => {
    const copied = Object.entries(FILES).flatMap(([path, source]) =>
      source.split('\n').flatMap((line, index) => COPIES.filter((limit) => limit.pattern.test(line)).map((limit) => `${path}:${index + 1} copies ${limit.name}: ${line.trim()}`)),
    )
    expect(copied).toEqual([])
  })
})
