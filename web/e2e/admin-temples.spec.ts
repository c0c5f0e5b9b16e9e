/** Issue journey 1 (back office): the super admin creates a temple, gives it a service with two time slots and a
 * temple admin; that temple admin then signs in through the login page and lands on its temple's dashboard. And a
 * temple admin's own controls: with Manage Services and Manage Timings it adds a service and sets the timings, which
 * devotees then see on the temple's page. */
import { expect, test } from '@playwright/test'
import { SUPER_ADMIN, createTempleAdmin, signInThroughForm } from './support/admin'
import { finish } from './support/journey'

test('a new temple with a service and a temple admin, who signs in to its dashboard', async ({ page, browser }, testInfo) => {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  const templeName = `Shri Omkareshwar Mandir ${unique}`
  const admin = { username: `omkar-${unique}`, password: 'omkar-pass-2026' }

  await signInThroughForm(page)
  await page.goto('/admin/temples')
  await expect(page.getByRole('heading', { level: 1, name: 'Temple Management' })).toBeVisible()

  // The temple: only the required fields; latitude and longitude stay 0 so the server looks the address up.
  await page.getByRole('button', { name: 'Add Temple' }).click()
  const templeForm = page.getByRole('dialog', { name: 'Add Temple' })
  await templeForm.getByRole('button', { name: 'Save Temple' }).click()
  await expect(templeForm.getByRole('textbox', { name: 'Temple Name', exact: true })).toHaveAccessibleDescription('Please fill all required fields')
  await templeForm.getByRole('textbox', { name: 'Temple Name', exact: true }).fill(templeName)
  await templeForm.getByRole('textbox', { name: 'Address', exact: true }).fill('Shaniwar Peth, Pune, Maharashtra 411030')
  await templeForm.getByRole('textbox', { name: 'Description', exact: true }).fill('A Shiva temple on the banks of the Mutha, with evening aarti every day.')
  await templeForm.getByRole('button', { name: 'Save Temple' }).click()
  await expect(templeForm).toBeHidden()

  const details = page.getByRole('region', { name: templeName })
  await expect(details.getByRole('heading', { name: templeName })).toBeVisible()
  await expect(details.getByText(/^Location: 18\.\d+, 73\.\d+$/)).toBeVisible()
  await expect(page.getByRole('button', { name: new RegExp(templeName) })).toHaveAttribute('aria-pressed', 'true')

  // A service with two time slots: one typed, one from the quick-add list.
  await details.getByRole('button', { name: 'Add Service' }).click()
  const serviceForm = page.getByRole('dialog', { name: 'Add Service' })
  await serviceForm.getByRole('textbox', { name: 'Service Name', exact: true }).fill('Rudrabhishek')
  await serviceForm.getByRole('textbox', { name: 'Description', exact: true }).fill('Abhishek of the Shivling with milk, honey and Ganga jal.')
  await serviceForm.getByRole('textbox', { name: 'Price (₹)', exact: true }).fill('12.5')
  await serviceForm.getByRole('textbox', { name: 'Duration', exact: true }).fill('45 minutes')
  await serviceForm.getByRole('textbox', { name: 'Time Slots' }).fill('7:00 am')
  await serviceForm.getByRole('button', { name: 'Add time slot: Time Slots' }).click()
  await serviceForm.getByRole('button', { name: 'Add 6:00 PM' }).click()
  await serviceForm.getByRole('button', { name: 'Save Service' }).click()
  await expect(serviceForm.getByText('Price must be a whole number of rupees from 0 to 200000')).toBeVisible()
  await serviceForm.getByLabel('Price (₹)').fill('1100')
  await serviceForm.getByRole('button', { name: 'Save Service' }).click()
  await expect(serviceForm).toBeHidden()

  const service = details.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Rudrabhishek' }) })
  await expect(service.getByText('2 time slots')).toBeVisible()
  await expect(service.getByRole('list', { name: 'Time Slots' })).toHaveText(['7:00 AM', '6:00 PM'].join(''))
  await expect(details.getByRole('tab', { name: /Services/ })).toHaveText(/1/)

  // A temple admin, with the spec's default permissions.
  await details.getByRole('tab', { name: /Admins/ }).click()
  await expect(details.getByText('No temple admins assigned yet')).toBeVisible()
  await details.getByRole('button', { name: 'Add Admin' }).click()
  const adminForm = page.getByRole('dialog', { name: 'Add Temple Admin' })
  await expect(adminForm.getByLabel('Manage Bookings')).toBeChecked()
  await expect(adminForm.getByLabel('Manage Timings')).not.toBeChecked()
  await adminForm.getByLabel('Admin Name').fill('Omkar Joshi')
  await adminForm.getByLabel('Email').fill(`omkar-${unique}@example.com`)
  await adminForm.getByLabel('Phone').fill('98765 43210')
  await adminForm.getByLabel('Username').fill(admin.username)
  await adminForm.getByLabel('Password').fill(admin.password)
  await adminForm.getByRole('button', { name: 'Save Admin' }).click()
  await expect(adminForm).toBeHidden()
  await expect(details.getByRole('heading', { name: 'Omkar Joshi' })).toBeVisible()
  await expect(details.getByRole('tab', { name: /Admins/ })).toHaveText(/1/)
  await finish(page, testInfo, 'admin-temples-super-admin')

  // The new temple admin, in a browser of their own, signs in and sees their temple.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 390, height: 844 } })
  const templePage = await context.newPage()
  await signInThroughForm(templePage, admin, /\/admin\/temple-dashboard/)
  await expect(templePage.getByRole('heading', { name: templeName }).first()).toBeVisible()
  await expect(templePage.getByText('Rudrabhishek').first()).toBeVisible()
  await finish(templePage, testInfo, 'admin-temples-temple-admin')
  await context.close()
})

test('a temple admin with Manage Services and Manage Timings adds a service and sets the timings devotees see', async ({ page, playwright }, testInfo) => {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  const templeName = `Shri Bhimashankar Mandir ${unique}`
  // The super admin, in a session of its own, makes the temple and its admin (every permission on).
  const asSuper = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  expect((await asSuper.post('/api/auth/login', { data: SUPER_ADMIN })).ok()).toBeTruthy()
  const made = await asSuper.post('/api/admin/temples', {
    data: { name: templeName, address: 'Bhimashankar, Pune, Maharashtra 410509', description: 'A Jyotirlinga in the Sahyadri hills.', latitude: 19.0718, longitude: 73.5356 },
  })
  expect(made.status(), await made.text()).toBe(201)
  const templeId = ((await made.json()) as { id: string }).id
  const admin = await createTempleAdmin(asSuper, templeId)
  await asSuper.dispose()

  await signInThroughForm(page, admin, /\/admin\/temple-dashboard/)
  await expect(page.getByRole('heading', { level: 1, name: templeName })).toBeVisible()

  // Manage Timings: the temple's times, saved whole.
  const timings = page.getByRole('region', { name: `Timings of ${templeName}` })
  await expect(timings.getByText('No timings published yet. Devotees see none until they are added.')).toBeVisible()
  await timings.getByRole('button', { name: 'Edit Timings' }).click()
  const timingsForm = page.getByRole('dialog', { name: `Edit Timings: ${templeName}` })
  await timingsForm.getByRole('button', { name: 'Add a time' }).click()
  const first = timingsForm.getByRole('group', { name: 'Time 1' })
  await first.getByRole('textbox', { name: 'Name', exact: true }).fill('Morning darshan')
  await first.getByRole('textbox', { name: 'Name (Hindi)' }).fill('प्रातः दर्शन')
  await first.getByLabel('Opens').fill('05:00')
  await first.getByLabel('Closes').fill('12:00')
  await timingsForm.getByRole('textbox', { name: 'Note', exact: true }).fill('Closed during an eclipse.')
  await timingsForm.getByRole('button', { name: 'Save Timings' }).click()
  await expect(timingsForm).toBeHidden()
  await expect(timings.getByText('5:00 AM to 12:00 PM')).toBeVisible()

  // Manage Services: Temple Management's own service form, on the dashboard.
  await page.getByRole('button', { name: 'Add Service' }).click()
  const serviceForm = page.getByRole('dialog', { name: 'Add Service' })
  await serviceForm.getByRole('textbox', { name: 'Service Name', exact: true }).fill('Rudrabhishek')
  await serviceForm.getByRole('textbox', { name: 'Description', exact: true }).fill('Abhishek of the Jyotirlinga with milk and Ganga jal.')
  await serviceForm.getByRole('textbox', { name: 'Price (₹)', exact: true }).fill('1100')
  await serviceForm.getByRole('button', { name: 'Add 7:00 AM' }).click()
  await serviceForm.getByRole('button', { name: 'Save Service' }).click()
  await expect(serviceForm).toBeHidden()
  await expect(page.getByRole('region', { name: 'Temple Services' }).getByRole('heading', { name: 'Rudrabhishek' })).toBeVisible()
  await finish(page, testInfo, 'admin-temples-temple-admin-controls')

  // Devotees see both on the temple's page.
  await page.goto(`/temples?temple=${templeId}`)
  const shown = page.getByRole('region', { name: 'Temple timings' })
  await expect(shown.getByText('Morning darshan')).toBeVisible()
  await expect(shown.getByText('5:00 AM to 12:00 PM')).toBeVisible()
  await expect(shown.getByText('Closed during an eclipse.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Rudrabhishek' })).toBeVisible()
})
