/** Journey b: store checkout paid online through the built-in payment simulator, with the pay
 * page in a popup window (the usual case) and in the same window (popups blocked); and paid in cash
 * on delivery, which first confirms the phone with its one-time code. */
import { expect, test, type Page } from '@playwright/test'
import { masked, typeCodeIn, wrongCodeFor } from './support/codes'
import { fillAddress, findInMyOrders, lookup } from './support/flows'
import { finish, uniquePhone } from './support/journey'

const RUDRAKSHA = '5 Mukhi Rudraksha Mala (108+1 Beads)'

/** The pay page opens in a popup window, or in this window when popups are blocked. */
async function gatewayPage(page: Page, pay: () => Promise<void>): Promise<Page> {
  const popup = page.waitForEvent('popup', { timeout: 30_000 }).catch(() => null)
  const sameWindow = page.waitForURL(/\/api\/payment-simulator\//, { timeout: 30_000 }).then(
    () => page,
    () => null,
  )
  await pay()
  const gateway = (await Promise.race([popup, sameWindow])) ?? (await popup) ?? (await sameWindow)
  if (!gateway) throw new Error('the pay page opened neither in a popup nor in this window')
  await gateway.waitForURL(/\/api\/payment-simulator\//)
  return gateway
}

/** Rudraksha into the cart and the delivery details filled in; the payment dialog opens. */
async function rudrakshaToPayment(page: Page, phone: string): Promise<void> {
  await page.goto('/store')
  await expect(page.getByRole('heading', { level: 1, name: 'Spiritual Store' })).toBeVisible()
  await page.getByLabel('Search products').fill('rudraksha')
  const product = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: RUDRAKSHA }) })
  await product.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByText('1 item', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Checkout' }).click()
  const cart = page.getByRole('dialog', { name: 'Your Cart' })
  await expect(cart.getByText(RUDRAKSHA)).toBeVisible()
  await cart.getByLabel('Full Name').fill('Meera Iyer')
  await cart.getByLabel('Phone Number').fill(phone)
  await fillAddress(cart, { houseAndStreet: 'Flat 4B, Lotus Apartments, Baner Road', city: 'Pune', state: 'Maharashtra', pinCode: '411045' })
  await cart.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page.getByRole('dialog', { name: 'Payment' })).toBeVisible()
}

/** Rudraksha into the cart, delivery details, Pay Online, and paid by UPI on the pay page. */
async function buyRudrakshaOnline(page: Page, phone: string): Promise<Page> {
  await rudrakshaToPayment(page, phone)
  const dialog = page.getByRole('dialog', { name: 'Payment' })
  const gateway = await gatewayPage(page, () => dialog.getByRole('button', { name: 'Pay Online' }).click())
  await expect(gateway.getByRole('heading', { name: /^Pay / })).toBeVisible()
  await gateway.getByRole('button', { name: 'Pay by UPI' }).click()
  await gateway.waitForURL(/\/payment\/success/)
  await expect(gateway.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 20_000 })
  await expect(gateway.getByText(/TXN_/).first()).toBeVisible()
  return gateway
}

test('buy rudraksha, pay online in the pay page popup, see it paid in My Orders', async ({ page }, testInfo) => {
  const phone = uniquePhone()
  const gateway = await buyRudrakshaOnline(page, phone)
  const [order] = (await lookup(page, phone)).storeOrders
  expect(order.paymentStatus).toBe('paid')
  expect(gateway).not.toBe(page)
  // The dialog in the first window sees the payment by polling and confirms the order.
  await expect(page.getByRole('dialog', { name: 'Order Placed Successfully!' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(order.shortId)).toBeVisible()

  await gateway.getByRole('link', { name: 'View My Orders' }).or(gateway.getByRole('button', { name: 'View My Orders' })).click()
  const row = await findInMyOrders(gateway, phone, order.id)
  await expect(row).toContainText('Payment: Paid')
  await finish(gateway, testInfo, 'store-online')
})

test('with popups blocked the pay page opens in the same window and comes back', async ({ page }, testInfo) => {
  await page.addInitScript(() => {
    window.open = () => null
  })
  const phone = uniquePhone()
  const gateway = await buyRudrakshaOnline(page, phone)
  expect(gateway).toBe(page)
  const [order] = (await lookup(page, phone)).storeOrders
  expect(order.paymentStatus).toBe('paid')
  await page.getByRole('link', { name: 'View My Orders' }).or(page.getByRole('button', { name: 'View My Orders' })).click()
  const row = await findInMyOrders(page, phone, order.id)
  await expect(row).toContainText('Payment: Paid')
  // The cart was paid for: it is empty now, not waiting to be bought twice.
  await page.goto('/store')
  await expect(page.getByRole('heading', { level: 1, name: 'Spiritual Store' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Checkout' })).toHaveCount(0)
  await finish(page, testInfo, 'store-online-same-window')
})

test("cash on delivery confirms the phone with its code first: a wrong code at the field, then one order", async ({ page }, testInfo) => {
  const phone = uniquePhone()
  await rudrakshaToPayment(page, phone)
  const dialog = page.getByRole('dialog', { name: 'Payment' })
  await dialog.getByRole('button', { name: 'Cash on Delivery' }).click()
  await dialog.getByRole('button', { name: 'Confirm cash order' }).click()

  // Refused for want of the code: not a failure, the code step; nothing was ordered.
  const step = dialog.getByRole('group', { name: 'Confirm your phone number' })
  await expect(step).toContainText(`We'll send a 6-digit code to ${masked(phone)}.`)
  await expect(step.getByRole('button', { name: 'Pay online instead' })).toBeVisible()
  expect((await lookup(page, phone)).storeOrders).toHaveLength(0)

  const verify = await typeCodeIn(step, phone)
  await expect(step).toContainText(`We sent a 6-digit code to ${masked(phone)}. It expires in 10 minutes.`)
  await expect(step.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled()
  const field = step.getByLabel('Verification code')
  const code = await field.inputValue()
  await field.fill(wrongCodeFor(code))
  await verify.click()
  await expect(field).toHaveAccessibleDescription('That code is not right. 4 tries left.')
  expect((await lookup(page, phone)).storeOrders).toHaveLength(0)
  await finish(page, testInfo, 'store-cash-wrong-code')

  // The right code: the same order goes again and is placed, once.
  await field.fill(code)
  await verify.click()
  const placed = page.getByRole('dialog', { name: 'Order Placed Successfully!' })
  await expect(placed).toBeVisible()
  const { storeOrders, hidden } = await lookup(page, phone)
  expect(hidden).toBe(0)
  expect(storeOrders).toHaveLength(1)
  expect(storeOrders[0]).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'pending' })
  await expect(placed.getByText(storeOrders[0].shortId)).toBeVisible()
  await expect(placed).toContainText('Cash on Delivery')
  await finish(page, testInfo, 'store-cash-after-code')
})
