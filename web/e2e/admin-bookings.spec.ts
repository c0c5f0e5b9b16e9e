/** Back office bookings: a temple admin watches a devotee's booking arrive live on the temple dashboard, quick
 * approves it and collects cash at the counter; the super admin changes a priest booking's status. */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { SUPER_ADMIN, createTempleAdmin, signIn, signInThroughForm } from './support/admin'
import { daysFromToday, finish, uniquePhone } from './support/journey'

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** A temple of this journey's own with one service that has time slots, made by the super admin through the API. */
async function templeWithService(admin: APIRequestContext, name: string) {
  const temple = await admin.post('/api/admin/temples', {
    data: { name, address: 'Shaniwar Peth, Pune, Maharashtra 411030', description: 'A Shiva temple by the Mutha river.', latitude: 18.5196, longitude: 73.8553 },
  })
  expect(temple.status(), await temple.text()).toBe(201)
  const { id: templeId } = (await temple.json()) as { id: string }
  const service = await admin.post(`/api/admin/temples/${templeId}/services`, {
    data: { name: 'Rudrabhishek', description: 'Abhishek with milk, honey and Ganga jal.', price: 1100, duration: '45 minutes', timeSlots: ['7:00 AM', '6:00 PM'] },
  })
  expect(service.status(), await service.text()).toBe(201)
  const { id: serviceId } = (await service.json()) as { id: string }
  return { templeId, serviceId }
}

test('a temple admin sees a booking arrive live, quick approves it and collects cash', async ({ page, playwright, request, baseURL }, testInfo) => {
  const admin = await playwright.request.newContext({ baseURL })
  expect((await admin.post('/api/auth/login', { data: SUPER_ADMIN })).ok()).toBeTruthy()
  const templeName = `Shri Bhimashankar Mandir ${unique()}`
  const { templeId, serviceId } = await templeWithService(admin, templeName)
  const account = await createTempleAdmin(admin, templeId)
  await admin.dispose()

  await signInThroughForm(page, account, /\/admin\/temple-dashboard/)
  await expect(page.getByRole('heading', { level: 1, name: templeName })).toBeVisible()
  await expect(page.getByText('Temple Administrator').first()).toBeVisible()
  await expect(page.getByText('No bookings yet').first()).toBeVisible()

  // A devotee books on the public site (its API) while the dashboard is open: no reload here.
  const customer = `Sunita Deshpande ${unique()}`
  const created = await request.post('/api/temple-bookings', {
    data: { templeId, serviceId, customerName: customer, customerPhone: uniquePhone(), selectedDate: daysFromToday(3), selectedTime: '7:00 AM', specialRequests: 'Sankalp for the family' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  const row = page.getByRole('row').filter({ hasText: customer })
  await expect(row).toBeVisible()
  await expect(row).toContainText('Pending Payment')
  await expect(page.getByRole('region', { name: 'Recent Bookings' })).toContainText(customer)

  // Back to pending with the dropdown, then Quick Approve confirms it.
  const status = row.getByRole('combobox', { name: `Status of booking ${id}` })
  await expect(status).toHaveValue('confirmed')
  await status.selectOption('pending')
  await expect(page.getByText(`Booking ${id} is now Pending.`)).toBeVisible()
  await expect(status).toHaveValue('pending')
  await row.getByRole('button', { name: `Quick Approve for booking ${id}` }).click()
  await expect(page.getByText(`Booking ${id} approved.`)).toBeVisible()
  await expect(status).toHaveValue('confirmed')

  // Cash at the counter: paid and confirmed.
  await row.getByRole('button', { name: `Collect Payment for booking ${id}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Collect Payment' })
  await expect(dialog).toContainText('₹1,100')
  await dialog.getByRole('button', { name: 'Record Cash Payment' }).click()
  await expect(dialog.getByText(/^Payment collected successfully! Transaction ID: CASH_\w+$/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()
  await expect(row).toContainText('Paid')
  await expect(row).not.toContainText('Pending Payment')
  await expect(row.getByRole('button', { name: /^Collect Payment/ })).toHaveCount(0)

  await row.getByRole('button', { name: `View Details for booking ${id}` }).click()
  const details = page.getByRole('dialog', { name: 'Booking Details' })
  await expect(details).toContainText('Sankalp for the family')
  await expect(details.getByRole('heading', { name: 'Status History' })).toBeVisible()
  await finish(page, testInfo, 'admin-temple-dashboard-collect-cash')
})

test('the super admin changes a priest booking status on Bookings Management', async ({ page, request }, testInfo) => {
  const customer = `Asha Kulkarni ${unique()}`
  const booked = await request.post('/api/priest-bookings', {
    data: { serviceId: 'ganesh-puja', customerName: customer, customerPhone: uniquePhone(), isOnline: true, selectedDate: daysFromToday(4), selectedTime: '8:00 AM - 10:00 AM' },
  })
  expect(booked.status(), await booked.text()).toBe(201)
  const { id } = (await booked.json()) as { id: string }

  await signIn(page)
  await page.goto('/admin/bookings')
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings Management' })).toBeVisible()
  await expect(page.getByRole('tab', { name: /Priest Bookings/ })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('searchbox', { name: 'Search bookings' }).fill(customer)
  const row = page.getByRole('row').filter({ hasText: customer })
  await expect(row).toBeVisible()
  await expect(page.getByRole('row')).toHaveCount(2) // the header and this booking

  // Booked for four days on: the dropdown does not offer Completed before that day.
  const status = row.getByRole('combobox', { name: `Status of booking ${id}` })
  await expect(status.locator('option', { hasText: 'Completed' })).toHaveCount(0)
  await status.selectOption('confirmed')
  await expect(page.getByText(`Booking ${id} is now Confirmed.`)).toBeVisible()
  const stored = await page.request.get(`/api/admin/priest-bookings/${id}`)
  expect(((await stored.json()) as { status: string }).status).toBe('confirmed')

  // The status filter finds it among confirmed bookings only.
  await page.getByLabel('Status', { exact: true }).selectOption('cancelled')
  await expect(page.getByText('No bookings found')).toBeVisible()
  await page.getByLabel('Status', { exact: true }).selectOption('confirmed')
  await expect(row).toBeVisible()
  await finish(page, testInfo, 'admin-bookings-priest-status')
})
