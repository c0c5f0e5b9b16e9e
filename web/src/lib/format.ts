/** Money, dates and phone numbers as Indian devotees read them. */

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })
const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** ₹2,299 for whole rupees; ₹1,149.50 with paise (never ₹1,149.5), as the server writes amounts. */
export function formatINR(amount: number): string {
  const paise = Math.round(amount * 100)
  return paise % 100 === 0 ? wholeRupees.format(paise / 100) : withPaise.format(paise / 100)
}

/** "2026-11-22" in the viewer's time zone (dates the server reads are calendar dates). */
export function todayISO(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 10)
}

export function formatDate(iso: string, locale = 'en-IN'): string {
  const date = iso.length === 10 ? new Date(`${iso}T00:00:00`) : new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return date.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' })
}

export function formatDateTime(iso: string, locale = 'en-IN'): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return date.toLocaleString(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' })
}

/** A mobile number's digits as the server reads them: spaces, dashes, +91 and a leading 0 dropped. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2)
  return digits.length === 11 && digits.startsWith('0') ? digits.slice(1) : digits
}
