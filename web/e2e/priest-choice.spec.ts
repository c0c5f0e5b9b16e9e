/** Priests as people: a devotee chooses a Tamil-speaking priest and books; a super admin assigns a
 * priest to a booking left to us, and the devotee's Track Booking shows the name. */
import { expect, test } from '@playwright/test'
import { signIn } from './support/admin'
import { chooseFirstSlot, findInMyOrders, lookup, payCash } from './support/flows'
import { daysFromToday, finish, uniquePhone } from './support/journey'

const VENKATESH = 'Vedamurthy Venkatesh Iyer'

test('choose a Tamil-speaking priest and book', async ({ page }, testInfo) => {
  const phone = uniquePhone()
  await page.goto('/book/priest')
  await page.getByLabel('Search pujas').fill('Ganapati Homa')
  const puja = page.getByRole('article', { name: 'Ganapati Homa', exact: true })
  await puja.getByRole('button', { name: 'Book Now' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Book Ganapati Homa' })).toBeVisible()
  await expect(page.getByText('Choose the date and time slot to see the priests who are free.')).toBeVisible()

  await page.getByLabel('Full Name').fill('Lakshmi Narayanan')
  await page.getByLabel('Phone Number').fill(phone)
  await page.getByLabel('Online puja (join by video call)').check()
  await page.getByLabel(/^Date\b/).fill(daysFromToday(5))
  await page.getByLabel('Language of the puja').selectOption('Tamil')
  await chooseFirstSlot(page, 'Time Slot')

  const choice = page.getByRole('radiogroup', { name: 'Your priest' })
  await expect(choice.getByRole('radio', { name: /Any available priest/ })).toBeChecked()
  const card = choice.getByTestId('priest-card').filter({ hasText: VENKATESH })
  await expect(card).toContainText('Speaks Tamil')
  await expect(card).toContainText('24 years of experience')
  await card.getByRole('radio').check()
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await payCash(page)
  await expect(page.getByRole('heading', { name: 'Booking received!' })).toBeVisible()

  const [booking] = (await lookup(page, phone)).priestBookings
  expect(booking.priestAssigned).toBe(VENKATESH)
  expect(booking.language).toBe('Tamil')
  await finish(page, testInfo, 'priest-choice-tamil')
})

test("an admin assigns a priest and the devotee's Track Booking shows the name", async ({ page }, testInfo) => {
  const phone = uniquePhone()
  // Made in the page's own browser (its cookie): My Orders shows it there with no code.
  const made = await page.request.post('/api/priest-bookings', {
    data: { serviceId: 'rudrabhishek', customerName: 'Meera Iyer', customerPhone: phone, isOnline: true, selectedDate: daysFromToday(6), selectedTime: '10:00 AM - 12:00 PM' },
  })
  expect(made.status(), await made.text()).toBe(201)
  const { id } = (await made.json()) as { id: string }

  await signIn(page)
  await page.goto('/admin/bookings')
  await page.getByRole('button', { name: `View Details for booking ${id}` }).click()
  const details = page.getByRole('dialog', { name: 'Booking Details' })
  await expect(details).toContainText('Not assigned yet')
  const choose = details.getByRole('combobox', { name: 'Choose a priest' })
  const option = choose.locator('option', { hasText: 'Acharya Alok Mishra' })
  await choose.selectOption({ value: (await option.getAttribute('value')) ?? '' })
  await details.getByRole('button', { name: 'Assign' }).click()
  await expect(details.getByText('Acharya Alok Mishra is now assigned; the devotee is told.')).toBeVisible()
  await expect(details).not.toContainText('Not assigned yet')

  await page.goto('/user/orders')
  const card = await findInMyOrders(page, phone, id)
  await expect(card).toContainText('Your priest: Acharya Alok Mishra')
  await card.getByRole('button', { name: 'Track Booking' }).click()
  await expect(page.getByRole('dialog', { name: /Track Booking/ })).toContainText('Your priest: Acharya Alok Mishra')
  await finish(page, testInfo, 'priest-assigned-track')
})
