/** The assistant: a request for items opens the store searched for them, and a full Kundli
 * conversation. (Booking by conversation: booking-by-chat.spec.ts.) */
import { expect, test } from '@playwright/test'
import { lines, openAssistant, say } from './support/assistant'
import { finish } from './support/journey'

test('"show me rudraksha" lands on the store searched for rudraksha', async ({ page }, testInfo) => {
  await page.goto('/')
  const dialog = await openAssistant(page)
  await expect(dialog.getByRole('heading', { name: 'Spiritual Assistant' })).toBeVisible()
  await expect(dialog.getByText("Namaste! I'm your spiritual assistant. Select a service above and ask me anything!")).toBeVisible()
  await expect(dialog.getByRole('textbox')).toHaveAttribute('placeholder', 'Type your message...')
  await expect(dialog.getByRole('button', { name: 'Send', exact: true })).toBeDisabled()

  await say(dialog, 'show me rudraksha')
  // The reply says where it goes, then opens it after 2 seconds and closes the assistant.
  await expect(lines(dialog).last()).toContainText('Showing you rudraksha in the store.')
  await expect(page).toHaveURL(/\/store\?q=rudraksha$/, { timeout: 10_000 })
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Spiritual Store' })).toBeVisible()
  await expect(page.getByRole('searchbox')).toHaveValue('rudraksha')
  await expect(page.getByRole('main')).toContainText('Rudraksha Mala')
  await finish(page, testInfo, 'assistant-to-store')
})

test('a full Kundli conversation ends with a readable chart', async ({ page }, testInfo) => {
  await page.goto('/')
  const dialog = await openAssistant(page)
  const services = dialog.getByLabel('Service')
  const kundli = (await services.locator('option', { hasText: 'Kundli & Horoscope Agent' }).textContent()) ?? ''
  await services.selectOption({ label: kundli })
  await expect(dialog.getByRole('log').getByText('Connected to Kundli & Horoscope Agent')).toBeVisible()

  await say(dialog, 'I want my kundli')
  const panel = dialog.getByRole('region', { name: 'Birth details' })
  await expect(panel).toBeVisible()
  await expect(panel.getByText('Pending...')).toHaveCount(4)

  await say(dialog, 'Ravi Kumar')
  await expect(panel).toContainText('Ravi Kumar')
  await say(dialog, '15th May 1990')
  await expect(panel).toContainText('1990')
  await say(dialog, '2:30 PM')
  await expect(panel).toContainText('14:30')
  await say(dialog, 'Pune')

  const chart = dialog.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Kundli of Ravi Kumar' }) })
  await expect(chart).toBeVisible({ timeout: 30_000 })
  await expect(chart.getByText('Lagna (Ascendant)')).toBeVisible()
  await expect(chart.getByText('Moon sign (Rashi)')).toBeVisible()
  await expect(chart.getByText('Nakshatra', { exact: true })).toBeVisible()
  await expect(chart.getByRole('heading', { name: 'Planets' })).toBeVisible()
  for (const planet of ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']) {
    await expect(chart.getByRole('rowheader', { name: new RegExp(`^${planet}`) })).toBeVisible()
  }
  // Words, not a data dump.
  await expect(dialog.getByRole('log')).not.toContainText('{"')
  await expect(dialog.getByRole('log')).not.toContainText('"ascendant"')
  await finish(page, testInfo, 'assistant-kundli')
})
