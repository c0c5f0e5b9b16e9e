/** Change date in My Orders: a priest booking made in this browser for some days ahead is moved to
 * another day and one of its free slots; the card shows the new date and the server's message (our own
 * words in Hindi). Once in English on a desktop, once in Hindi on a phone (390×844). */
import { expect, test, type Page } from '@playwright/test'
import { chooseFirstSlot, orderCard } from './support/flows'
import { daysFromToday, finish, uniquePhone } from './support/journey'

interface Booked {
  id: string
  shortId: string
  selectedDate: string
  selectedTime: string
}

/** A priest booking at a home in Pune, made through the API in the page's own browser (its client
 * cookie makes it the owner, as the booking form would). */
async function bookPriest(page: Page, phone: string, daysAhead: number): Promise<Booked> {
  const booked = await page.request.post('/api/priest-bookings', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      serviceId: 'ganesh-puja',
      customerName: 'Anjali Deshpande',
      customerPhone: phone,
      customerAddress: '12 MG Road, Kothrud, Pune, Maharashtra 411038',
      isOnline: false,
      selectedDate: daysFromToday(daysAhead),
      selectedTime: '8:00 AM - 10:00 AM',
    },
  })
  expect(booked.status(), await booked.text()).toBe(201)
  return (await booked.json()) as Booked
}

/** The date as the cards write it (formatDate in src/lib/format.ts), by the browser's own calendar texts. */
const writtenIn = (page: Page) => (iso: string, locale: string) =>
  page.evaluate(([day, where]) => new Date(`${day}T00:00:00`).toLocaleDateString(where, { day: 'numeric', month: 'short', year: 'numeric' }), [iso, locale])

test('English on a desktop: Change date moves a priest booking to another day and slot', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const phone = uniquePhone()
  const booking = await bookPriest(page, phone, 6)
  const newDate = daysFromToday(9)
  const written = writtenIn(page)

  await page.goto('/user/orders')
  await page.getByLabel('Phone Number').fill(phone)
  await page.getByRole('button', { name: 'Find My Orders' }).click()
  const card = orderCard(page, booking.id)
  await expect(card).toContainText(`${await written(booking.selectedDate, 'en-IN')}, 8:00 AM - 10:00 AM`)
  await card.getByRole('button', { name: 'Change date' }).click()

  const dialog = page.getByRole('dialog', { name: `Change the date of ${booking.shortId}` })
  await expect(dialog).toContainText(`Booked now for ${await written(booking.selectedDate, 'en-IN')}, 8:00 AM - 10:00 AM.`)
  await dialog.getByLabel(/^Date/).fill(newDate)
  const slot = await chooseFirstSlot(page, 'Time Slot')
  await dialog.screenshot({ path: testInfo.outputPath('move-panel-en-desktop.png') })
  await finish(page, testInfo, 'my-orders-move-panel-en')

  await dialog.getByRole('button', { name: 'Move booking' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(/^Your booking is moved to .+, /)).toContainText(slot)
  await expect(card).toContainText(`${await written(newDate, 'en-IN')}, ${slot}`)
  await finish(page, testInfo, 'my-orders-moved-en')

  // The server holds it so: a fresh lookup says the same.
  const again = await page.request.post('/api/orders/lookup', { data: { phone } })
  const found = (await again.json()) as { priestBookings: Booked[] }
  expect(found.priestBookings.find((b) => b.id === booking.id)).toMatchObject({ selectedDate: newDate, selectedTime: slot })
})

test('Hindi on a phone: तारीख बदलें moves the booking and says so in Hindi', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const phone = uniquePhone()
  const booking = await bookPriest(page, phone, 5)
  const newDate = daysFromToday(7)
  const written = writtenIn(page)

  await page.goto('/user/orders')
  await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'मेरे ऑर्डर' })).toBeVisible()
  await page.getByLabel('फ़ोन नंबर').fill(phone)
  await page.getByRole('button', { name: 'मेरे ऑर्डर खोजें' }).click()
  const card = orderCard(page, booking.id)
  await expect(card).toBeVisible()
  await card.getByRole('button', { name: 'तारीख बदलें' }).click()

  const dialog = page.getByRole('dialog', { name: `${booking.shortId} की तारीख बदलें` })
  await expect(dialog).toContainText(`अभी की बुकिंग: ${await written(booking.selectedDate, 'hi-IN')}, 8:00 AM - 10:00 AM।`)
  await dialog.getByLabel(/^तारीख/).fill(newDate)
  const slot = await chooseFirstSlot(page, 'समय')
  // The panel fits the phone: nothing wider than the screen.
  const box = await dialog.boundingBox()
  expect(box!.width).toBeLessThanOrEqual(390)
  await dialog.screenshot({ path: testInfo.outputPath('move-panel-hi-phone.png') })
  await finish(page, testInfo, 'my-orders-move-panel-hi')

  await dialog.getByRole('button', { name: 'नई तारीख पक्की करें' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`आपकी बुकिंग की तारीख बदल दी गई है: अब ${await written(newDate, 'hi-IN')}, ${slot}।`)).toBeVisible()
  await expect(card).toContainText(`${await written(newDate, 'hi-IN')}, ${slot}`)
  await finish(page, testInfo, 'my-orders-moved-hi')
})
