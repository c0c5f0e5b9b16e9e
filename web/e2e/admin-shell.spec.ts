/** Back-office shell journeys: signing in per role, the guard, signing out, and the dashboard updating live. */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { SUPER_ADMIN, createTempleAdmin, signInThroughForm } from './support/admin'
import { daysFromToday, finish, uniquePhone } from './support/journey'

const SUPER_ROUTES = ['/admin', '/admin/dashboard', '/admin/bookings', '/admin/users', '/admin/priests', '/admin/services', '/admin/temples', '/admin/store', '/admin/store/orders', '/admin/ai-config']

/** `request` is its own browser-less session: sign it in as the super admin to manage accounts. */
async function asSuperAdmin(request: APIRequestContext): Promise<APIRequestContext> {
  const response = await request.post('/api/auth/login', { data: SUPER_ADMIN })
  expect(response.ok()).toBeTruthy()
  return request
}

test('the super admin signs in and sees the dashboard', async ({ page }, testInfo) => {
  await page.goto('/admin/dashboard')
  // Nobody signed in: the guard sends us to the login, remembering the page.
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard/)
  await page.getByLabel('Username').fill(SUPER_ADMIN.username)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Invalid credentials')).toBeVisible()
  await page.getByLabel('Password').fill(SUPER_ADMIN.password)
  await page.getByRole('button', { name: 'Sign In' }).click()

  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  const stats = page.getByRole('list', { name: 'Statistics' })
  for (const label of ['Total Bookings', 'Active Temples', 'Store Products', 'Store Orders']) await expect(stats.getByText(label)).toBeVisible()
  const revenue = page.getByRole('list', { name: 'Revenue' })
  for (const label of ['Money collected', 'Money earned']) await expect(revenue.getByText(label)).toBeVisible()
  await expect(page.getByText('SQLite Connected').first()).toBeVisible()
  const menu = page.getByRole('navigation', { name: 'Admin menu' })
  await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'Bookings', 'Users', 'Priests', 'Pooja Services', 'Temples', 'Spiritual Store', 'Refunds', 'Reviews', 'Reports', 'AI Configuration'])
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
  await finish(page, testInfo, 'admin-shell-dashboard-phone')

  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(page.getByText('Super Administrator').first()).toBeVisible()
  await finish(page, testInfo, 'admin-shell-dashboard-desktop')
})

test('a temple admin lands on the temple dashboard, cannot reach super admin screens, and signs out', async ({ page, request }, testInfo) => {
  const account = await createTempleAdmin(await asSuperAdmin(request))
  await signInThroughForm(page, account, /\/admin\/temple-dashboard$/)
  const menu = page.getByRole('navigation', { name: 'Admin menu' })
  await expect(menu.getByRole('link')).toHaveText(['Temple Dashboard', 'Reviews', 'Reports'])

  for (const path of SUPER_ROUTES) {
    await page.goto(path)
    await expect(page, `${path} must redirect`).toHaveURL(/\/admin\/temple-dashboard$/)
  }
  await finish(page, testInfo, 'admin-shell-temple-admin')

  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  // Signed out for real: the admin area sends us back to the login.
  await page.goto('/admin/temple-dashboard')
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Ftemple-dashboard/)
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
})

test('a booking made on the public site appears on the dashboard without a reload', async ({ page, request }, testInfo) => {
  await signInThroughForm(page, SUPER_ADMIN, /\/admin\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Recent Bookings' })).toBeVisible()
  await expect(page.getByText('SQLite Connected').first()).toBeVisible()

  const services = (await (await request.get('/api/puja-services', { params: { limit: 1 } })).json()) as { items: { id: string; name: string }[] }
  const site = (await (await request.get('/api/site')).json()) as { priestTimeSlots: string[] }
  const customerName = `Live Devotee ${Date.now().toString(36)}`
  const created = await request.post('/api/priest-bookings', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      serviceId: services.items[0].id,
      customerName,
      customerPhone: uniquePhone(),
      isOnline: true,
      selectedDate: daysFromToday(5),
      selectedTime: site.priestTimeSlots[0],
    },
  })
  expect(created.status(), await created.text()).toBe(201)

  // No reload: the /ws/changes feed tells the dashboard, which fetches again.
  // (The dashboard never polls, so only the feed can bring it; how fast is bench/, not a test.)
  await expect(page.getByRole('row', { name: new RegExp(customerName) })).toBeVisible()
  await finish(page, testInfo, 'admin-shell-live-booking')
})
