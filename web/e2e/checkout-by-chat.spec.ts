/** An item put in the cart on the Store screen, checked out by talking to the assistant: the
 * assistant sees the device's cart, asks the delivery details, proves the phone with a one-time
 * code for cash on delivery, and places the order; the Store's cart is then empty and the order
 * is in My Orders. Then the same in the Hindi interface on a phone, paying online. */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { lines, openAssistant, say } from './support/assistant'
import { codeSentBy } from './support/codes'
import { findInMyOrders } from './support/flows'
import { finish, uniquePhone } from './support/journey'

const RUDRAKSHA = '5 Mukhi Rudraksha Mala (108+1 Beads)'
const lastLine = (dialog: Locator) => lines(dialog).last()

async function rudrakshaInCart(page: Page, add = 'Add to Cart'): Promise<void> {
  await page.goto('/store')
  const product = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Rudraksha Mala|रुद्राक्ष माला/ }) })
  await product.getByRole('button', { name: add }).first().click()
}

test('the Store cart checked out in the chat, cash on delivery behind the code', async ({ page }, testInfo) => {
  const phone = uniquePhone()
  await rudrakshaInCart(page)
  await expect(page.getByText('1 item', { exact: true })).toBeVisible()
  const dialog = await openAssistant(page)

  await say(dialog, 'show my cart')
  await expect(lastLine(dialog)).toContainText(`1 × ${RUDRAKSHA}: ₹1,299`)
  await lastLine(dialog).getByRole('button', { name: 'Check out' }).click()
  await expect(lastLine(dialog)).toContainText('Whose name should the order be in?')
  const panel = dialog.getByRole('region', { name: 'Your order' })
  await expect(panel).toBeVisible()
  await say(dialog, 'Meera Iyer')
  await say(dialog, phone)
  await say(dialog, 'skip')
  await expect(lastLine(dialog)).toContainText('house or flat number')
  await say(dialog, 'Flat 4B, Lotus Apartments, Baner Road')
  await say(dialog, 'Pune')
  await say(dialog, '411045')
  await expect(lastLine(dialog)).toContainText('cash on delivery, or online now')
  const code = await codeSentBy(phone, () => say(dialog, 'cash on delivery'))
  await expect(lastLine(dialog)).toContainText('I have sent a 6-digit code')
  await say(dialog, code)
  await expect(lastLine(dialog)).toContainText('Deliver to: Flat 4B, Lotus Apartments, Baner Road, Pune, Maharashtra 411045.')
  await finish(page, testInfo, 'checkout-by-chat-summary')
  await lastLine(dialog).getByRole('button', { name: 'Yes, place the order' }).click()
  await expect(lastLine(dialog)).toContainText('is placed! Please pay')
  const placed = (await lastLine(dialog).textContent()) ?? ''
  const id = /SO-[0-9A-Z]{8}/.exec(placed)?.[0] ?? ''
  expect(id).not.toBe('')
  await finish(page, testInfo, 'checkout-by-chat')

  // What was ordered left the device's cart: the Store screen no longer counts it.
  await expect(page.getByText('1 item', { exact: true })).toBeHidden()
  await lastLine(dialog).getByRole('button', { name: 'View in My Orders' }).click()
  const card = await findInMyOrders(page, phone, id)
  await expect(card).toContainText(RUDRAKSHA)
})

test.describe('on a phone, in Hindi', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the cart checked out in Hindi, paying online with the payment sheet', async ({ page }, testInfo) => {
    const phone = uniquePhone()
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click()
    await rudrakshaInCart(page, 'कार्ट में डालें')
    const dialog = await openAssistant(page, 'आध्यात्मिक सहायक से बात करें')
    const send = 'भेजें'

    await say(dialog, 'अभी ऑर्डर पूरा करो', send)
    await expect(lastLine(dialog)).toContainText('ऑर्डर किसके नाम से करूँ?')
    for (const answer of ['मीरा अय्यर', phone, 'ईमेल नहीं है', 'मकान 14, गांधी मार्ग', 'जयपुर', '302001', 'ऑनलाइन']) await say(dialog, answer, send)
    await expect(lastLine(dialog)).toContainText('राजस्थान 302001')
    await finish(page, testInfo, 'checkout-by-chat-hindi-summary')
    await lastLine(dialog).getByRole('button', { name: 'हाँ, ऑर्डर कर दें' }).click()
    await expect(lastLine(dialog)).toContainText('सहेज लिया गया है')
    await finish(page, testInfo, 'checkout-by-chat-hindi')
    // The payment sheet the Store uses opens from the chat.
    await lastLine(dialog).getByRole('button', { name: /का भुगतान करें/ }).click()
    await expect(page.getByRole('dialog').last()).toContainText('₹')
    await finish(page, testInfo, 'checkout-by-chat-hindi-pay')
  })
})
