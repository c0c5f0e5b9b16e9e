/** Journey a: book a priest with cash on delivery, then find the booking in My Orders by phone. */
import { expect, test } from '@playwright/test'
import { chooseFirstSlot, findInMyOrders, lookup, payCash } from './support/flows'
import { daysFromToday, finish, uniquePhone } from './support/journey'

test('book a priest with cash on delivery and find it in My Orders', async ({ page }, testInfo) => {
  const phone = uniquePhone()
  await page.goto('/book/priest')
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Priest' })).toBeVisible()

  await page.getByLabel('Search pujas').fill('Satyanarayan')
  const puja = page.getByRole('article', { name: 'Satyanarayan Katha', exact: true })
  await expect(puja).toBeVisible()
  await puja.getByRole('button', { name: 'Book Now' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Book Satyanarayan Katha' })).toBeVisible()
  await page.getByLabel('Full Name').fill('Ravi Kumar')
  await page.getByLabel('Phone Number').fill(phone)
  await page.getByLabel('Email (optional)').fill('ravi.kumar@example.in')
  await page.getByLabel('Address for the puja').fill('12 MG Road, Kothrud, Pune, Maharashtra 411038')
  await page.getByLabel(/^Date\b/).fill(daysFromToday(3))
  await chooseFirstSlot(page, 'Time Slot')
  await page.getByLabel('Special Requests').fill('Gotra: Kashyap. Hindi, please.')
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()

  await payCash(page)
  await expect(page.getByRole('heading', { name: 'Booking received!' })).toBeVisible()
  const [booking] = (await lookup(page, phone)).priestBookings
  expect(booking).toBeDefined()
  await expect(page.getByText(booking.shortId)).toBeVisible()

  await page.getByRole('navigation', { name: 'Main navigation' }).last().getByRole('link', { name: 'Orders' }).click()
  const card = await findInMyOrders(page, phone, booking.id)
  await expect(card).toContainText('Priest Booking')
  await expect(card).toContainText('Satyanarayan Katha')
  await expect(card).toContainText('Payment: Pending')
  await finish(page, testInfo, 'priest-cod')
})
