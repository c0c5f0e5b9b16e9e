/** Booking a puja entirely by talking to the assistant (typed), paying cash, then finding the
 * booking in My Orders: in English, and in the Hindi interface. */
import { expect, test, type Locator } from '@playwright/test'
import { lines, openAssistant, say } from './support/assistant'
import { findInMyOrders } from './support/flows'
import { finish, uniquePhone } from './support/journey'

/** The newest line of the conversation. */
const lastLine = (dialog: Locator) => lines(dialog).last()

test('a puja booked by typing in the assistant, paid in cash, is in My Orders', async ({ page }, testInfo) => {
  const phone = uniquePhone()
  await page.goto('/')
  const dialog = await openAssistant(page)

  await say(dialog, 'I want to book a pandit for griha pravesh')
  await expect(lastLine(dialog)).toContainText('1. Griha Pravesh Puja')
  const panel = dialog.getByRole('region', { name: 'Puja booking' })
  await expect(panel).toBeVisible()
  // The numbered choice is also offered as buttons.
  await lastLine(dialog).getByRole('button', { name: 'Griha Pravesh Puja', exact: true }).click()
  await expect(panel).toContainText('Griha Pravesh Puja')
  // The conversation shows what was picked, not a number.
  await expect(lines(dialog).nth(-2)).toHaveText(/^You: Griha Pravesh Puja/)
  // Where the puja happens comes before the date: the times offered are for that place.
  await expect(lastLine(dialog)).toContainText('Should the pandit come to your home, or would you like the puja online?')

  await say(dialog, 'online')
  await expect(lastLine(dialog)).toContainText('On which date?')
  await say(dialog, 'tomorrow')
  await expect(lastLine(dialog)).toContainText('Which time slot suits you?')
  await say(dialog, '2')
  // The priests free then, as the booking form's cards: any of them, or one by name.
  await expect(lastLine(dialog)).toContainText('Would you like a particular priest?')
  await lastLine(dialog).getByRole('button', { name: 'Any available priest' }).click()
  await expect(lines(dialog).nth(-2)).toHaveText(/^You: Any available priest/)
  await say(dialog, 'Ravi Kumar')
  await say(dialog, phone)
  await say(dialog, 'skip')
  // The family's sankalp, asked once: gotra, nakshatra and the names the puja is for.
  await expect(lastLine(dialog)).toContainText('gotra')
  await say(dialog, 'Kashyap gotra, Rohini, Ravi and Asha Kumar')
  await say(dialog, 'no')
  await say(dialog, 'cash')
  await expect(lastLine(dialog)).toContainText('Shall I go ahead?')
  await expect(lastLine(dialog)).toContainText('Griha Pravesh Puja')
  await expect(lastLine(dialog)).toContainText('Kashyap')
  await finish(page, testInfo, 'booking-by-chat-summary')
  // The summary's own button confirms, and says so in the conversation.
  await lastLine(dialog).getByRole('button', { name: 'Yes, confirm' }).click()
  await expect(lastLine(dialog)).toContainText('Booked! Your booking id is PB')
  await expect(lines(dialog).nth(-2)).toHaveText(/^You: Yes, confirm/)
  const booked = (await lastLine(dialog).textContent()) ?? ''
  // The short id devotees read (PB-K2QM4PA9).
  const id = /PB-[0-9A-Z]{8}/.exec(booked)?.[0] ?? ''
  expect(id).not.toBe('')
  await finish(page, testInfo, 'booking-by-chat')

  await lastLine(dialog).getByRole('button', { name: 'View in My Orders' }).click()
  await expect(dialog).toBeHidden()
  const card = await findInMyOrders(page, phone, id)
  await expect(card).toContainText('Griha Pravesh Puja')
  await expect(card).toContainText('Kashyap gotra')
  await expect(page.getByRole('searchbox')).toHaveValue(id)
  await finish(page, testInfo, 'booking-by-chat-my-orders')
})

test('the same booking by typing in Hindi, answered in Hindi', async ({ page }, testInfo) => {
  const phone = uniquePhone()
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click()
  const dialog = await openAssistant(page, 'आध्यात्मिक सहायक से बात करें')
  const send = 'भेजें'

  await say(dialog, 'मुझे पंडित चाहिए गृह प्रवेश के लिए', send)
  await expect(lastLine(dialog)).toContainText('मुझे कुछ विकल्प मिले')
  const panel = dialog.getByRole('region', { name: 'पूजा बुकिंग' })
  await expect(panel).toBeVisible()
  await say(dialog, '1', send)
  await expect(lastLine(dialog)).toContainText('ऑनलाइन')
  await say(dialog, 'ऑनलाइन', send)
  await expect(lastLine(dialog)).toContainText('किस तारीख़ को?')
  await say(dialog, 'कल', send)
  await say(dialog, '2', send)
  await expect(lastLine(dialog)).toContainText('क्या आप कोई ख़ास पंडित जी चाहेंगे?')
  await finish(page, testInfo, 'booking-by-chat-hindi-priests')
  await say(dialog, 'कोई भी', send)
  await say(dialog, 'रवि कुमार', send)
  await say(dialog, phone, send)
  await say(dialog, 'नहीं', send)
  await expect(lastLine(dialog)).toContainText('गोत्र')
  await say(dialog, 'पता नहीं', send)
  await say(dialog, 'नहीं', send)
  await say(dialog, 'नकद', send)
  await expect(lastLine(dialog)).toContainText('क्या मैं बुक कर दूँ?')
  await expect(lastLine(dialog).getByRole('button', { name: 'नहीं, कुछ बदलना है' })).toBeVisible()
  await finish(page, testInfo, 'booking-by-chat-hindi-summary')
  await lastLine(dialog).getByRole('button', { name: 'हाँ, पक्का करें' }).click()
  await expect(lastLine(dialog)).toContainText('बुक हो गया!')
  await finish(page, testInfo, 'booking-by-chat-hindi')
})
