/** Journey g: the header's हिन्दी button turns the app Hindi, a reload keeps it, the assistant
 * still answers in the Hindi interface, and English comes back. */
import { expect, test } from '@playwright/test'
import { lines, openAssistant, say } from './support/assistant'
import { finish } from './support/journey'

const EN_TITLE = 'Your spiritual companion, wherever you are'
const HI_TITLE = 'आपका आध्यात्मिक साथी, आप जहाँ भी हों'

test('switching to Hindi, keeping it over a reload, and back to English', async ({ page }, testInfo) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: EN_TITLE })).toBeVisible()

  await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click()
  await expect(page.getByRole('heading', { level: 1, name: HI_TITLE })).toBeVisible()
  await expect(page.getByRole('link', { name: /पंडित जी बुक करें/ })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: HI_TITLE })).toBeVisible()
  await expect(page.getByRole('navigation').last()).toContainText('होम')

  const dialog = await openAssistant(page, 'आध्यात्मिक सहायक से बात करें')
  await expect(dialog.getByRole('heading', { name: 'आध्यात्मिक सहायक' })).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'संदेश' })).toHaveAttribute('placeholder', 'अपना संदेश लिखें...')
  // Hinglish, as many devotees type it; the answer comes from the catalogue.
  await say(dialog, 'Ganesh puja kitne ki hai?', 'भेजें')
  await expect(lines(dialog).last()).toContainText('2,299')
  await finish(page, testInfo, 'hindi')
  await dialog.getByRole('button', { name: 'बंद करें', exact: true }).click()
  await expect(dialog).toBeHidden()

  await page.getByRole('banner').getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('heading', { level: 1, name: EN_TITLE })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: EN_TITLE })).toBeVisible()
})
