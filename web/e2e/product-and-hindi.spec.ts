/** Journeys of issue 18: a product's own page (in stock and sold out), and a devotee who uses the
 * app in Hindi: pujas by their Hindi names, searches typed in Devanagari, a cash order with a
 * structured address (its phone confirmed by the code, in Hindi), and its receipt (the page and the PDF). */
import { expect, test } from '@playwright/test'
import { signIn } from './support/admin'
import { CODE_WORDS, masked, typeCodeIn } from './support/codes'
import { lookup } from './support/flows'
import { finish, uniquePhone } from './support/journey'

const MALA = '5 Mukhi Rudraksha Mala (108+1 Beads)'

test('a product opened from the store goes into the cart; a sold-out one says Out of Stock', async ({ page }, testInfo) => {
  await page.goto('/store')
  await page.getByLabel('Search products').fill('rudraksha')
  await page.getByRole('link', { name: MALA }).click()
  await expect(page).toHaveURL(/\/store\/prod-5-mukhi-rudraksha-mala$/)
  await expect(page.getByRole('heading', { level: 1, name: MALA })).toBeVisible()
  await expect(page.getByText('In Stock')).toBeVisible()
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByRole('link', { name: 'View Cart' })).toBeVisible()
  await finish(page, testInfo, 'product-in-cart')

  await page.goto('/store/prod-gauri-shankar-rudraksha')
  await expect(page.getByRole('heading', { level: 1, name: /Gauri Shankar/ })).toBeVisible()
  const soldOut = page.getByRole('button', { name: 'Out of Stock' })
  await expect(soldOut).toBeDisabled()
  await finish(page, testInfo, 'product-out-of-stock')
})

test('in Hindi: pujas by their Hindi names, Devanagari searches, a cash order, and its receipt', async ({ page, browser }, testInfo) => {
  const phone = uniquePhone()
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')

  await page.getByRole('navigation', { name: 'मुख्य नेविगेशन' }).getByRole('link', { name: 'पंडित' }).click()
  await expect(page.getByText(/में से \d+ पूजाएँ दिखाई जा रही हैं/)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'गणेश पूजा' }).first()).toBeVisible()
  await page.getByLabel('पूजा खोजें').fill('गणेश')
  await expect(page.getByRole('heading', { name: 'गणेश पूजा' }).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'लक्ष्मी पूजा' })).toHaveCount(0)
  await finish(page, testInfo, 'hindi-pujas')

  await page.getByRole('navigation', { name: 'मुख्य नेविगेशन' }).getByRole('link', { name: 'दुकान' }).click()
  await page.getByLabel('उत्पाद खोजें').fill('रुद्राक्ष')
  const mala = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /पंचमुखी रुद्राक्ष माला/ }) })
  await expect(mala).toBeVisible()
  await mala.getByRole('button', { name: 'कार्ट में डालें' }).click()
  await page.getByRole('button', { name: 'चेकआउट' }).click()
  const cart = page.getByRole('dialog', { name: 'आपकी कार्ट' })
  await cart.getByLabel('पूरा नाम').fill('सुनीता शर्मा')
  await cart.getByLabel('फ़ोन नंबर').fill(phone)
  await cart.getByLabel('मकान नंबर और गली').fill('12, गांधी नगर')
  await cart.getByLabel('शहर या कस्बा').fill('लखनऊ')
  await cart.getByLabel('राज्य या केंद्र शासित प्रदेश').selectOption({ label: 'उत्तर प्रदेश' })
  await cart.getByLabel('पिन कोड').fill('226001')
  await cart.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }).click()
  const payment = page.getByRole('dialog', { name: 'भुगतान' })
  await payment.getByRole('button', { name: 'कैश ऑन डिलीवरी' }).click()
  await payment.getByRole('button', { name: 'नकद ऑर्डर की पुष्टि करें' }).click()
  // Cash on delivery goes only to a phone confirmed with its code: the step in Hindi, the code from the SMS.
  const step = payment.getByRole('group', { name: CODE_WORDS.hi.step })
  await expect(step).toContainText(`हम ${masked(phone)} पर 6 अंकों का सत्यापन कोड भेजेंगे।`)
  await (await typeCodeIn(step, phone, CODE_WORDS.hi)).click()
  const confirmed = page.getByRole('dialog', { name: 'ऑर्डर सफलतापूर्वक दर्ज हुआ!' })
  await expect(confirmed).toBeVisible()
  const [order] = (await lookup(page, phone)).storeOrders
  expect(order.paymentMethod).toBe('cod')
  await expect(confirmed.getByText(`${order.id.slice(0, 2)}-${order.id.slice(-8)}`)).toBeVisible() // the short id
  await finish(page, testInfo, 'hindi-cash-order')

  // No receipt while the cash is still to be paid; once the order is delivered and paid, its receipt
  // in Hindi: the product's Hindi name, the address as typed, the breakdown, paid in cash, and the
  // company in Hindi; the PDF comes from the server.
  await expect(confirmed.getByRole('link', { name: 'रसीद देखें' })).toHaveCount(0)
  const office = await browser.newContext()
  const admin = await office.newPage()
  await signIn(admin)
  for (const orderStatus of ['confirmed', 'processing', 'shipped', 'delivered']) {
    const moved = await admin.request.patch(`/api/admin/store/orders/${order.id}/status`, { data: { orderStatus } })
    expect(moved.ok(), `${orderStatus}: ${await moved.text()}`).toBeTruthy()
  }
  await office.close()
  await page.goto(`/user/orders/store/${order.id}/receipt`)
  await expect(page.getByRole('heading', { level: 1, name: 'रसीद' })).toBeVisible()
  const sheet = page.locator('main')
  await expect(sheet.getByText(/पंचमुखी रुद्राक्ष माला/)).toBeVisible()
  await expect(sheet.getByText(/लखनऊ/)).toBeVisible()
  await expect(sheet.getByText(/उत्तर प्रदेश/)).toBeVisible()
  for (const label of ['उप-योग', 'शिपिंग', 'कुल']) await expect(sheet.getByText(label, { exact: true })).toBeVisible()
  await expect(sheet.getByText('नकद भुगतान हो गया')).toBeVisible()
  await expect(sheet.getByText('कैश ऑन डिलीवरी')).toBeVisible()
  await expect(sheet.getByText('पुण्य स्पिरिचुअल सर्विसेज़ प्राइवेट लिमिटेड').first()).toBeVisible()
  await finish(page, testInfo, 'hindi-receipt')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF डाउनलोड करें' }).click()])
  expect(download.suggestedFilename()).toBe(`Punya-receipt-${order.id.slice(0, 2)}-${order.id.slice(-8)}.pdf`)
  const pdf = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  })
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
})
