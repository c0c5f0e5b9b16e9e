/** The priests' app on a phone (390×844): a priest the office adds signs in with the code sent to their
 * mobile, accepts a booking made for them today, starts the puja, adds a photo and marks it completed;
 * the devotee who booked then sees the photo on Track Booking in My Orders.
 *
 * The puja can be started only on its day, in a slot not yet begun when it is booked: after 8 PM in
 * India no slot of today is left, and the journey then stops once the booking is accepted (it says so). */
import AxeBuilder from '@axe-core/playwright'
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test'
import { SUPER_ADMIN } from './support/admin'
import { codeSentBy, masked } from './support/codes'
import { findInMyOrders } from './support/flows'
import { daysFromToday, finish, uniquePhone } from './support/journey'

const PICTURE = new URL('./support/drawn-picture.png', import.meta.url).pathname
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const SLOTS = [6, 8, 10, 12, 14, 16, 18, 20].map((h) => {
  const clock = (hour: number) => `${((hour + 11) % 12) + 1}:00 ${hour < 12 ? 'AM' : 'PM'}`
  return { start: h, label: `${clock(h)} - ${clock(h + 2)}` }
})

/** The first slot of today (India) that has not begun, if any is left. */
function slotLeftToday(): string | undefined {
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: 'numeric', hourCycle: 'h23' }).format(new Date()))
  return SLOTS.find((slot) => slot.start > hour)?.label
}

/** Serious and critical accessibility violations on the page, as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.help}`)
}

/** A priest the office adds (super admin): every day 6 AM to 10 PM, Ganesh Puja, in Pune. */
async function addPriest(admin: APIRequestContext, phone: string): Promise<{ id: string; name: string }> {
  const signedIn = await admin.post('/api/auth/login', { data: SUPER_ADMIN })
  expect(signedIn.ok(), await signedIn.text()).toBeTruthy()
  const name = `Pandit Journey ${phone.slice(-4)}`
  const made = await admin.post('/api/admin/priests', {
    data: {
      name,
      email: `journey.${phone}@example.in`,
      phone,
      experience: 12,
      address: 'Sadashiv Peth, Pune',
      city: 'Pune, Maharashtra',
      languages: ['Hindi', 'Marathi'],
      pujas: ['ganesh-puja'],
      bio: 'Performs Ganesh Puja at homes in Pune.',
      pricePerHour: 600,
      availability: Object.fromEntries(WEEK.map((day) => [day, ['06:00-22:00']])),
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  return { id: ((await made.json()) as { id: string }).id, name }
}

// The priest's words and the devotee's, in each language the journey runs in.
const WORDS = {
  en: {
    signInTitle: 'Sign in', phone: 'Mobile number', sendCode: 'Send code', sentTo: 'We sent a code to', code: 'Verification code', signIn: 'Sign in',
    namaste: 'Namaste', offered: 'New offer', map: 'Open in Maps', accept: 'Accept', accepted: 'Accepted', start: 'Start puja', started: 'In progress',
    complete: 'Mark completed', addPhoto: 'Add photo', photo: 'Photo 1 of the puja', completed: 'Completed. Thank you!', laterDay: 'You can start the puja on its day.',
    ordersCompleted: 'Completed', track: 'Track Booking', priestAccepted: 'Your priest accepted the booking', begun: 'The puja has begun',
    photos: 'Photos of your puja', yourPhoto: 'Photo 1 of your puja', puja: 'Ganesh Puja',
  },
  hi: {
    signInTitle: 'साइन इन करें', phone: 'मोबाइल नंबर', sendCode: 'कोड भेजें', sentTo: 'पर कोड भेज दिया गया है', code: 'सत्यापन कोड', signIn: 'साइन इन करें',
    namaste: 'नमस्ते', offered: 'नई बुकिंग', map: 'नक्शे में खोलें', accept: 'स्वीकार करें', accepted: 'स्वीकार की गई', start: 'पूजा शुरू करें', started: 'पूजा चल रही है',
    complete: 'पूजा पूरी हुई', addPhoto: 'तस्वीर जोड़ें', photo: 'पूजा की तस्वीर 1', completed: 'पूजा पूरी हुई। धन्यवाद!', laterDay: '',
    ordersCompleted: 'पूर्ण', track: 'बुकिंग की स्थिति देखें', priestAccepted: 'पंडित जी ने बुकिंग स्वीकार कर ली', begun: 'पूजा शुरू हो गई है',
    photos: 'आपकी पूजा की तस्वीरें', yourPhoto: 'आपकी पूजा की तस्वीर 1', puja: 'गणेश पूजा',
  },
} as const

for (const language of ['en', 'hi'] as const) {
test(`a priest signs in, accepts, starts and completes a puja with a photo the devotee then sees (${language})`, async ({ page, browser, baseURL }, testInfo) => {
  const T = WORDS[language]
  const priestPhone = uniquePhone()
  const devoteePhone = uniquePhone()
  const admin = await request.newContext({ baseURL })
  const priest = await addPriest(admin, priestPhone)
  await admin.dispose()

  const today = slotLeftToday()
  const booked = await page.request.post('/api/priest-bookings', {
    data: {
      serviceId: 'ganesh-puja',
      customerName: 'Anjali Deshpande',
      customerPhone: devoteePhone,
      customerAddress: '12 MG Road, Kothrud, Pune, Maharashtra 411038',
      isOnline: false,
      selectedDate: daysFromToday(today ? 0 : 1),
      selectedTime: today ?? SLOTS[0].label,
      specialRequests: 'Please explain each step.',
      sankalp: { gotra: 'Kashyap', nakshatra: 'Rohini', rashi: null, names: ['Anjali Deshpande', 'Vikram Deshpande'] },
      priestId: priest.id,
    },
  })
  expect(booked.status(), await booked.text()).toBe(201)
  const booking = (await booked.json()) as { id: string; shortId: string }

  // The priest, on their own phone.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-IN', timezoneId: 'Asia/Kolkata' })
  const app = await phoneContext.newPage()
  await app.goto('/priest')
  await expect(app).toHaveURL(/\/priest\/sign-in$/)
  if (language === 'hi') await app.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click()
  await expect(app.getByRole('heading', { level: 1, name: T.signInTitle })).toBeVisible()
  await app.getByLabel(T.phone).fill(priestPhone)
  const code = await codeSentBy(priestPhone, () => app.getByRole('button', { name: T.sendCode }).click())
  await expect(app.getByText(masked(priestPhone), { exact: false })).toContainText(T.sentTo)
  await app.getByLabel(T.code).fill(code)
  await app.getByRole('button', { name: T.signIn }).click()

  await expect(app).toHaveURL(/\/priest$/)
  await expect(app.getByRole('heading', { level: 1, name: new RegExp(`^${T.namaste}, `) })).toBeVisible()
  const card = app.getByRole('article', { name: T.puja })
  await expect(card).toContainText(booking.shortId.replace(/^PB-?/, ''))
  await expect(card).toContainText(T.offered)
  await expect(card.getByRole('link', { name: T.map })).toHaveAttribute('href', /google\.com\/maps\/search/)
  // The family's sankalp, for the priest to say.
  await expect(card).toContainText('Kashyap')
  // The family's phone is not sent before an hour ahead of the slot (nor before the priest accepts).
  await expect(card.getByRole('link', { name: /^Call/ })).toHaveCount(0)
  await expect(card).not.toContainText(devoteePhone)
  await finish(app, testInfo, `priest-app-offer-${language}`)
  expect(await seriousViolations(app), 'axe on the bookings screen').toEqual([])

  await card.getByRole('button', { name: T.accept, exact: true }).click()
  await expect(card).toContainText(T.accepted)
  await expect(card.getByRole('button', { name: T.accept, exact: true })).toHaveCount(0)
  if (!today) {
    testInfo.annotations.push({ type: 'stopped', description: 'no slot of today was left to start a puja in (after 8 PM in India)' })
    if (T.laterDay) await expect(card).toContainText(T.laterDay)
    await phoneContext.close()
    return
  }

  await card.getByRole('button', { name: T.start }).click()
  await expect(card).toContainText(T.started)
  await expect(card.getByRole('button', { name: T.complete })).toBeDisabled()
  await card.getByLabel(T.addPhoto).setInputFiles(PICTURE)
  await expect(card.getByRole('img', { name: T.photo })).toBeVisible()
  await expect(card.getByRole('button', { name: T.complete })).toBeEnabled()
  await finish(app, testInfo, `priest-app-started-${language}`)
  expect(await seriousViolations(app), 'axe on a started puja').toEqual([])
  await card.getByRole('button', { name: T.complete }).click()
  await expect(card).toContainText(T.completed)
  await finish(app, testInfo, `priest-app-completed-${language}`)
  await phoneContext.close()

  // The devotee's Track Booking shows what the priest did, and the photo.
  await page.goto('/user/orders')
  const order = await findInMyOrders(page, devoteePhone, booking.id)
  // Found as any devotee finds it; then read in Hindi.
  if (language === 'hi') await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click()
  await expect(order).toContainText(T.ordersCompleted)
  await order.getByRole('button', { name: T.track }).click()
  const track = page.getByRole('dialog')
  await expect(track).toContainText(T.priestAccepted)
  await expect(track).toContainText(T.begun)
  await expect(track.getByRole('heading', { name: T.photos })).toBeVisible()
  const photo = track.getByRole('img', { name: T.yourPhoto })
  await expect(photo).toBeVisible()
  await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
  await finish(page, testInfo, `priest-app-track-booking-${language}`)
})
}
