/** No text copies a limit the server publishes at GET /api/site: a text names it ({maxAmount}) and the
 * number comes from the server, so a limit changed there is never said wrong here. Nor does any source
 * file compute with a copy of the refund policy's numbers (hours, percent, days): it reads the limits. */
import { describe, expect, it } from 'vitest'
import LIMITS from '../test/siteLimits.json'

// Every text file: the catalogues (i18n/en, i18n/hi) and each screen's texts (texts.ts, orderText.ts, serverTexts.ts ...).
const FILES = import.meta.glob<string>(['/src/i18n/{en,hi}/*.ts', '/src/**/texts.ts', '/src/**/*Text.ts', '/src/**/*Texts.ts'], { query: '?raw', import: 'default', eager: true })
// Every source file but the tests, their fixtures and the generated wire types (which describe the limits).
const SOURCES = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/test/**', '!/src/lib/wire.gen.ts'], { query: '?raw', import: 'default', eager: true })

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
  // The refund policy's numbers, on a line about it (a report's "Last 7 days" is no return window).
  if (/RefundHours$/.test(name)) ways.push(`^(?=.*${ABOUT_REFUNDS}).*${n}\\s?(?:hours?|घंटे|घंटों)`)
  if (/RefundPercent$/.test(name) && value === 50) ways.push(`^(?=.*${ABOUT_REFUNDS}).*(?:\\bhalf\\b|आधी|आधा)`)
  if (/^return\w*Days$/.test(name)) ways.push(`^(?=.*${ABOUT_RETURNS}).*${n}\\s?(?:days?|दिनों|दिन)`)
  return new RegExp(ways.join('|'))
}

const ABOUT_REFUNDS = '(?:[Rr]efund|[Ss]hare|[Cc]ancel|[Ss]lot|[Bb]ooking|रिफ़ंड|रद्द|स्लॉट|बुकिंग)'
const ABOUT_RETURNS = '(?:[Rr]eturn|[Dd]eliver|वापस|डिलीवरी)'

/** How a source file would compute with a copy of a refund-policy number: hours or days turned into
 * time (48 * 3_600_000, 7 * 86_400_000, 7 * 24), a percent as a share (0.5) on a line about refunds. */
function computes(name: string, value: number): RegExp | undefined {
  const n = `(?<![\\d.])${value}(?![\\d.])`
  const times = (units: string) => `${n}\\s*\\*\\s*(?:${units})|(?:${units})\\s*\\*\\s*${n}`
  if (/RefundHours$/.test(name)) return new RegExp(times('60|3_?600'))
  if (/^return\w*Days$/.test(name)) return new RegExp(times('24|1440|86_?400'))
  if (/RefundPercent$/.test(name)) return new RegExp(`^(?=.*${ABOUT_REFUNDS}).*(?<![\\d.])0?${escape(String(value / 100).replace(/^0/, ''))}(?!\\d)`)
  return undefined
}
const COMPUTES = Object.entries(LIMITS).flatMap(([name, value]) => {
  const pattern = typeof value === 'number' ? computes(name, value) : undefined
  return pattern ? [{ name, pattern }] : []
})
const REFUND_POLICY = ['fullRefundHours', 'partialRefundPercent', 'returnDays']

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
    expect(caught('fullRefundHours', "refundFull: '100% refund if you cancel 48 hours or more before the booking.'")).toBe(true)
    expect(caught('fullRefundHours', "cancelRefundFull: 'आप स्लॉट से 48 घंटे या उससे पहले रद्द कर रहे हैं'")).toBe(true)
    expect(caught('partialRefundPercent', "refundHalf: '50% refund if you cancel within {fullRefundHours} hours'")).toBe(true)
    expect(caught('partialRefundPercent', "cancelRefundHalf: 'our refund policy refunds half, {amount}.'")).toBe(true)
    expect(caught('partialRefundPercent', "cancelRefundHalf: 'हमारी रिफ़ंड नीति के अनुसार आधी राशि, {amount}, का रिफ़ंड मिलेगा।'")).toBe(true)
    expect(caught('returnDays', "returnRuleWindow: 'Within 7 days of delivery'")).toBe(true)
    expect(caught('returnDays', "returnClosed: 'वापसी केवल डिलीवरी के 7 दिनों के भीतर होती है'")).toBe(true)
    expect(caught('returnDays', "last7: 'Last 7 days'")).toBe(false)
    expect(caught('returnDays', "returnRefund: 'the refund is credited within 7-10 business days'")).toBe(false)
    expect(caught('fullRefundHours', "promiseConfirm: 'We will confirm your booking within 12 hours.'")).toBe(false)
  })

  it('no text file writes a published limit: it names it, {limitName}', () => {
    const copied = Object.entries(FILES).flatMap(([path, source]) =>
      source.split('\n').flatMap((line, index) => COPIES.filter((limit) => limit.pattern.test(line)).map((limit) => `${path}:${index + 1} copies ${limit.name}: ${line.trim()}`)),
    )
    expect(copied).toEqual([])
  })

  it('would notice a refund-policy number computed with in a source file', () => {
    const noticed = (name: string, line: string) => COMPUTES.some((limit) => limit.name === name && limit.pattern.test(line))
    expect(noticed('fullRefundHours', 'const FULL_BEFORE_MS = 48 * 3_600_000')).toBe(true)
    expect(noticed('partialRefundPercent', "const share = left <= 0 ? 0 : left >= FULL_BEFORE_MS ? 1 : 0.5")).toBe(true)
    expect(noticed('returnDays', 'const windowMs = 7 * 86_400_000 // the return window')).toBe(true)
    expect(noticed('fullRefundHours', 'const begins = hour * 60 + 48')).toBe(false)
    expect(noticed('partialRefundPercent', "opacity: 0.5 // the faded card")).toBe(false)
  })

  it("no source file writes or computes with the refund policy's numbers: it reads fullRefundHours, partialRefundPercent and returnDays", () => {
    expect(Object.keys(SOURCES)).toContain('/src/features/orders/refundPolicy.ts')
    const policy = [...COPIES, ...COMPUTES].filter((limit) => REFUND_POLICY.includes(limit.name))
    expect(new Set(policy.map((limit) => limit.name))).toEqual(new Set(REFUND_POLICY))
    const copied = Object.entries(SOURCES).flatMap(([path, source]) =>
      source.split('\n').flatMap((line, index) => policy.filter((limit) => limit.pattern.test(line)).map((limit) => `${path}:${index + 1} copies ${limit.name}: ${line.trim()}`)),
    )
    expect(copied).toEqual([])
  })
})
