/** Journey h: bad input and failures. An unknown route, an empty form, the API unreachable (a
 * clear message and a retry that works), and a booking made offline that is sent exactly once. */
import { expect, test } from '@playwright/test'
import { chooseFirstSlot, lookup } from './support/flows'
import { daysFromToday, finish, uniquePhone } from './support/journey'

const NETWORK = 'We could not reach Punya. Check your internet connection and try again.'
const REQUIRED = 'Please fill all required fields'

test('an unknown route shows a friendly page not found with the ways onward', async ({ page }, testInfo) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page).toHaveTitle('Page not found · Punya')
  await finish(page, testInfo, 'unknown-route')
  await page.getByRole('navigation', { name: 'Where to go next' }).getByRole('link', { name: 'Home' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your spiritual companion, wherever you are' })).toBeVisible()
})

test('the priest form submitted empty says what is missing at each field', async ({ page }, testInfo) => {
  await page.goto('/book/priest?book=ganesh-puja')
  await expect(page.getByRole('heading', { level: 1, name: 'Book Ganesh Puja' })).toBeVisible()
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  for (const label of ['Full Name', 'Phone Number', 'Address for the puja', /^Date\b/, 'Time Slot']) {
    const field = page.getByLabel(label)
    await expect(field, String(label)).toHaveAttribute('aria-invalid', 'true')
    await expect(field, String(label)).toHaveAccessibleDescription(REQUIRED)
  }
  await expect(page.getByLabel('Full Name')).toBeFocused()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // E-mail and special requests are optional: no message there.
  await expect(page.getByLabel('Email (optional)')).not.toHaveAttribute('aria-invalid', 'true')
  await finish(page, testInfo, 'priest-form-empty')
})

for (const screen of [
  { name: 'priests', path: '/book/priest', ready: () => /Showing \d+ of \d+ pujas/ },
  { name: 'store', path: '/store', ready: () => /Showing \d+ of \d+ products/ },
  { name: 'temples', path: '/temples', ready: () => /\d+ temples? found/ },
]) {
  test(`with the API unreachable, ${screen.name} says so and its retry works`, async ({ page }, testInfo) => {
    await page.route('**/api/**', (route) => route.abort())
    await page.goto(screen.path)
    const problem = page.getByRole('alert').filter({ hasText: NETWORK }).first()
    await expect(problem).toBeVisible()
    await finish(page, testInfo, `api-down-${screen.name}`)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    // One message and one retry for the whole screen, and that retry brings everything back.
    const problems = page.getByRole('alert').filter({ hasText: NETWORK })
    await expect(problems).toHaveCount(1)
    await problems.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByText(screen.ready()).first()).toBeVisible()
    await expect(problems).toHaveCount(0)
  })
}

test('a booking made offline waits on the phone and is sent once when back online', async ({ page, context }, testInfo) => {
  const phone = uniquePhone()
  await page.goto('/book/priest?book=lakshmi-puja')
  await expect(page.getByRole('heading', { level: 1, name: 'Book Lakshmi Puja' })).toBeVisible()
  await page.getByLabel('Full Name').fill('Anil Joshi')
  await page.getByLabel('Phone Number').fill(phone)
  await page.getByLabel('Online puja (join by video call)').check()
  await page.getByLabel(/^Date\b/).fill(daysFromToday(5))
  await chooseFirstSlot(page, 'Time Slot')

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  const dialog = page.getByRole('dialog', { name: 'Payment' })
  await dialog.getByRole('button', { name: 'Cash on Delivery' }).click()
  await dialog.getByRole('button', { name: 'Confirm cash booking' }).click()
  const pending = 'You are offline. Your priest booking is saved on this phone and will be sent as soon as you are back online.'
  await expect(page.getByText(pending).first()).toBeVisible()
  await finish(page, testInfo, 'offline-pending')
  expect((await lookup(page, phone)).priestBookings).toHaveLength(0)

  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Close' }).last().click()
  await context.setOffline(false)
  await expect(page.getByText('Your booking that was waiting on this phone has now been sent.')).toBeVisible({ timeout: 40_000 })
  await expect(page.getByText(pending)).toHaveCount(0)
  await expect.poll(async () => (await lookup(page, phone)).priestBookings.length).toBe(1)
  // A reload sends nothing again.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect((await lookup(page, phone)).priestBookings).toHaveLength(1)
  await finish(page, testInfo, 'offline-sent-once')
})
