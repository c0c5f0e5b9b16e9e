/** The priests table on a 1366×768 laptop and a 390×844 phone: every row's Edit and Delete stay in view (the
 * laptop needs no sideways scroll at all; the phone scrolls the table with Actions pinned at its right edge). */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { signIn } from './support/admin'

async function openPriests(page: Page) {
  await signIn(page)
  await page.goto('/admin/priests')
  const table = page.getByRole('region', { name: 'Priests' })
  await expect(table.getByRole('row')).not.toHaveCount(1)
  return table
}

/** Scrolls the page (only the page: scrollIntoView would also scroll the table sideways) to bring `element` up. */
async function scrollPageTo(element: Locator) {
  await element.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 120))
}

async function expectActionsInView(page: Page) {
  const table = page.getByRole('region', { name: 'Priests' })
  const header = table.getByRole('columnheader', { name: 'Actions' })
  await scrollPageTo(header)
  await expect(header).toBeInViewport({ ratio: 1 })
  const rows = table.getByRole('row').filter({ has: page.getByRole('button', { name: /^Edit / }) })
  for (const row of await rows.all()) {
    await scrollPageTo(row)
    await expect(row.getByRole('button', { name: /^Edit / })).toBeInViewport({ ratio: 1 })
    await expect(row.getByRole('button', { name: /^Delete / })).toBeInViewport({ ratio: 1 })
  }
}

test('on a 1366×768 laptop the priests table fits, Actions included', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  const table = await openPriests(page)
  expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0)
  await expectActionsInView(page)
})

test('on a 390×844 phone the priests table scrolls sideways with Actions pinned', async ({ page }) => {
  const table = await openPriests(page)
  expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
  await expectActionsInView(page)
  // Scrolled to the far left or right, the buttons stay where they are.
  await table.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
  await expectActionsInView(page)
  await scrollPageTo(table)
  await expect(table.getByRole('columnheader', { name: 'Rate' })).toBeInViewport()
})
