/** Journey c: from the devotee's location to a temple nearby, a pooja booked, paid in cash. */
import { expect, test } from '@playwright/test'
import { chooseFirstSlot, lookup, payCash } from './support/flows'
import { daysFromToday, finish, uniquePhone } from './support/journey'

const DAGDUSHETH = 'Shrimant Dagdusheth Halwai Ganpati Temple'

// A little north-west of Dagdusheth Ganpati in Budhwar Peth, Pune (data/seed/temples.json).
test.use({ geolocation: { latitude: 18.5203, longitude: 73.8543 }, permissions: ['geolocation'] })

test('book a pooja at a temple near my location, cash', async ({ page }, testInfo) => {
  const phone = uniquePhone()
  await page.goto('/temples')
  await expect(page.getByRole('heading', { level: 1, name: 'Temple Booking' })).toBeVisible()
  await page.getByRole('button', { name: 'Use My Location' }).click()
  await expect(page.getByText('Showing temples within 10 km of you')).toBeVisible()
  const card = page.getByRole('link', { name: new RegExp(DAGDUSHETH) })
  await expect(card).toContainText('km away')
  // Only the temple near Pune is within 10 km; Mumbai and Varanasi are not listed.
  await expect(page.getByRole('link', { name: /Siddhivinayak|Kashi Vishwanath/ })).toHaveCount(0)
  await card.click()

  await expect(page.getByRole('heading', { level: 1, name: DAGDUSHETH })).toBeVisible()
  await page.getByRole('button', { name: 'Book Now: Ganpati Atharvashirsha Path' }).click()
  await expect(page.getByRole('heading', { name: 'Book Ganpati Atharvashirsha Path' })).toBeVisible()
  await page.getByLabel(/^Name/).fill('Sunita Deshpande')
  await page.getByLabel(/^Phone/).fill(phone)
  await page.getByLabel(/^Date/).fill(daysFromToday(2))
  await chooseFirstSlot(page, 'Time slot')
  await page.getByLabel('Special requests').fill('Sankalp for the Deshpande family')
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()

  await payCash(page)
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  await expect(page.getByText('Cash, to be paid at the temple')).toBeVisible()
  const { templeBookings } = await lookup(page, phone)
  expect(templeBookings).toHaveLength(1)
  await expect(page.getByText(templeBookings[0].shortId)).toBeVisible()
  await finish(page, testInfo, 'temple-nearby-cash')
})
