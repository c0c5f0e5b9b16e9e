/** The assistant finds temples and festival dates in the chat, in the devotee's words: a
 * search by deity and city lists the temples that match with a link to the Temples screen,
 * and "agli ekadashi" gets its date from the Panchang, in English and in Hindi. */
import { expect, test } from '@playwright/test'
import { lines, openAssistant, say } from './support/assistant'
import { finish } from './support/journey'

test('temples by deity and city, then the next Ekadashi', async ({ page }, testInfo) => {
  await page.goto('/')
  const dialog = await openAssistant(page)

  await say(dialog, 'Ganesh temples in Mumbai')
  const found = lines(dialog).last()
  await expect(found).toContainText('Temples that match:')
  await expect(found).toContainText('1. Shree Siddhivinayak Temple, S.K. Bole Marg, Prabhadevi, Mumbai')
  await expect(found).not.toContainText('Pune')
  await expect(dialog.getByRole('button', { name: 'See all temples' })).toBeVisible()
  await finish(page, testInfo, 'assistant-temple-search')

  await say(dialog, 'agli ekadashi kab padegi')
  // Asked in Hinglish, answered in Hinglish.
  await expect(lines(dialog).last()).toContainText('Ekadashi is baar')
  await expect(lines(dialog).last()).toContainText('New Delhi ke panchang ke hisaab se')
})

test('in Hindi: no temple that matches is said so, with the screen offered', async ({ page }, testInfo) => {
  await page.goto('/')
  const dialog = await openAssistant(page)
  await say(dialog, 'कोलकाता में देवी के मंदिर')
  await expect(lines(dialog).last()).toContainText('पुण्य पर अभी कोलकाता में मुझे कोई मंदिर नहीं मिला।')
  await expect(dialog.getByRole('button', { name: 'सभी मंदिर देखें' })).toBeVisible()
  await say(dialog, 'करवा चौथ कब है')
  await expect(lines(dialog).last()).toContainText('करवा चौथ इस बार')
  await finish(page, testInfo, 'assistant-hindi-search')
})
