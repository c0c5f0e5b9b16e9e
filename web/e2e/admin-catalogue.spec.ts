/** Issue journey 4 (back office): the super admin switches an AI service off on /admin/ai-config and the
 * public assistant's Service dropdown no longer lists it, then switches it back on (other journeys use
 * the services); and a pooja service added on /admin/services is found by the public /book/priest search. */
import { expect, test, type Page } from '@playwright/test'
import { signIn, signInThroughForm } from './support/admin'
import { openAssistant } from './support/assistant'
import { finish } from './support/journey'

// Used by no other journey, so switching it off for a moment disturbs none of them.
const AI_SERVICE = 'Numerology Specialist'

/** The names the public assistant offers in its Service dropdown (a fresh visit, a fresh session). */
async function assistantServices(page: Page): Promise<string[]> {
  await page.goto('/')
  const dialog = await openAssistant(page)
  return (await dialog.getByLabel('Service').locator('option:not([disabled])').allTextContents()).map((name) => name.trim())
}

test('an AI service switched off leaves the assistant, and comes back when switched on', async ({ page }, testInfo) => {
  await signInThroughForm(page)
  expect(await assistantServices(page)).toContainEqual(expect.stringContaining(AI_SERVICE))
  try {
    await page.goto('/admin/ai-config')
    await expect(page.getByRole('heading', { level: 1, name: 'AI Services' })).toBeVisible()
    const stats = page.getByRole('list', { name: 'AI service statistics' })
    await expect(stats.getByText('Active Services')).toBeVisible()

    await page.getByRole('searchbox', { name: 'Search AI services' }).fill('numerology')
    const row = page.getByRole('row', { name: new RegExp(AI_SERVICE) })
    await expect(page.getByRole('table', { name: 'AI services' }).getByRole('row')).toHaveCount(2) // the header and one service
    await row.getByRole('button', { name: `${AI_SERVICE} is active: switch it off` }).click()
    // Switching off asks first (devotees lose the service); switching on does not.
    const confirm = page.getByRole('dialog', { name: 'Switch off this AI service?' })
    await confirm.getByRole('button', { name: 'Switch off' }).click()
    await expect(confirm).toBeHidden()
    await expect(row.getByRole('button', { name: `${AI_SERVICE} is inactive: switch it on` })).toHaveText(/Inactive/)

    // Saved at once: a fresh visit to the public site no longer offers it.
    expect(await assistantServices(page)).not.toContainEqual(expect.stringContaining(AI_SERVICE))

    await page.goto('/admin/ai-config')
    await page.getByRole('button', { name: `${AI_SERVICE} is inactive: switch it on` }).click()
    await expect(page.getByRole('button', { name: `${AI_SERVICE} is active: switch it off` })).toHaveText(/Active/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await assistantServices(page)).toContainEqual(expect.stringContaining(AI_SERVICE))
    await page.goto('/admin/ai-config')
    await expect(page.getByRole('button', { name: `${AI_SERVICE} is active: switch it off` })).toBeVisible()
    await finish(page, testInfo, 'admin-catalogue-ai-services')
  } finally {
    // Whatever failed above, leave the service on for the other journeys.
    const list = await page.request.get('/api/admin/ai-services', { params: { q: 'numerology' } })
    const services = ((await list.json()) as { items: { id: string; name: string; isActive: boolean }[] }).items
    for (const service of services.filter((item) => item.name === AI_SERVICE && !item.isActive)) {
      await page.request.post(`/api/admin/ai-services/${service.id}/toggle`)
    }
  }
})

test('a pooja service added in the back office is found by the public priest booking search', async ({ page }, testInfo) => {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  const name = `Kaal Bhairav Ashtami Puja ${unique}`

  await signIn(page)
  await page.goto('/admin/services')
  await expect(page.getByRole('heading', { level: 1, name: 'Pooja Services' })).toBeVisible()
  await expect(page.getByText(/^Showing \d+ of \d+ services$/)).toBeVisible()

  await page.getByRole('button', { name: 'Add Service' }).click()
  const form = page.getByRole('dialog', { name: 'Add Service' })
  await form.getByRole('button', { name: 'Save Service' }).click()
  await expect(form.getByRole('textbox', { name: 'Service Name', exact: true })).toHaveAccessibleDescription('Please fill all required fields')
  await form.getByRole('textbox', { name: 'Service Name', exact: true }).fill(name)
  await form.getByRole('combobox', { name: 'Category', exact: true }).selectOption('Shiva')
  await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Worship of Kaal Bhairav on Ashtami for protection, with a lamp of mustard oil and a havan.')
  await form.getByLabel('Price (₹)').fill('3100')
  await form.getByRole('textbox', { name: 'Duration', exact: true }).fill('2-3 hours')
  await form.getByRole('textbox', { name: 'Includes', exact: true }).fill('Bhairav ashtakam path')
  await form.getByRole('button', { name: 'Add: Includes', exact: true }).click()
  await form.getByRole('textbox', { name: 'Requirements', exact: true }).fill('Mustard oil and a clay lamp')
  await form.getByRole('button', { name: 'Add: Requirements', exact: true }).click()
  await form.getByRole('button', { name: 'Save Service' }).click()
  await expect(form).toBeHidden()

  await page.getByRole('searchbox', { name: 'Search services' }).fill(unique)
  await expect(page.getByText(/^Showing 1 of \d+ services$/)).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('₹3,100')

  // The devotee's side: the public search finds it, with its price.
  await page.goto('/book/priest')
  await page.getByLabel('Search pujas').fill(unique)
  const card = page.getByRole('article', { name, exact: true })
  await expect(card).toBeVisible()
  await expect(card).toContainText('3,100')
  await finish(page, testInfo, 'admin-catalogue-pooja-service')

  // Tidy up: delete it again with the spec's confirmation.
  await page.goto('/admin/services')
  await page.getByRole('searchbox', { name: 'Search services' }).fill(unique)
  await page.getByRole('button', { name: `Delete ${name}` }).click()
  const confirm = page.getByRole('dialog', { name: 'Confirm Delete' })
  await expect(confirm.getByText(`Are you sure you want to delete ${name}?`)).toBeVisible()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('No services found')).toBeVisible()
})
