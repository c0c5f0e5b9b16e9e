/** Cancelling in My Orders: another browser that only knows the phone number sees the order masked
 * and is asked for a one-time code before it may cancel; the browser that placed the order cancels it
 * without one (its HttpOnly cookie proves it). */
import { expect, test } from '@playwright/test'
import { findInMyOrders } from './support/flows'
import { finish, uniquePhone } from './support/journey'

test('only the placing browser, or one verified by a code, may cancel an order', async ({ page, browser }, testInfo) => {
  const phone = uniquePhone()
  // Placed through the API in the page's own browser context: it carries the page's client cookie.
  const placed = await page.request.post('/api/store/orders', {
    data: {
      customerName: 'Sunita Joshi',
      customerPhone: phone,
      deliveryAddress: { houseAndStreet: '7 Shaniwar Peth', city: 'Pune', state: 'Maharashtra', pinCode: '411030' },
      paymentMethod: 'cod',
      items: [{ productId: 'prod-bhimseni-camphor', quantity: 1 }],
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const { id, shortId } = (await placed.json()) as { id: string; shortId: string }

  // Another phone or laptop that knows the number: masked, and Cancel asks for a code first.
  const elsewhere = await browser.newContext()
  const other = await elsewhere.newPage()
  await other.goto('/user/orders')
  const theirCard = await findInMyOrders(other, phone, id)
  await expect(theirCard).toContainText('personal details are hidden')
  const panel = other.getByRole('region', { name: "Verify it's you" })
  await expect(panel).toContainText(`We'll send a 6-digit code to ***${phone.slice(-4)}.`)
  await theirCard.getByRole('button', { name: 'Cancel Order' }).click()
  const verify = other.getByRole('dialog', { name: "Verify it's you" })
  await expect(verify).toContainText(`To cancel ${shortId}, first prove`)
  await verify.getByRole('button', { name: 'Send code' }).click()
  await expect(verify.getByText(`We sent a 6-digit code to ***${phone.slice(-4)}. It expires in 10 minutes.`)).toBeVisible()
  const code = verify.getByLabel('Verification code')
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
  await code.fill('000000')
  await verify.getByRole('button', { name: 'Verify' }).click()
  // One wrong guess in a million is right; the journey needs the usual answer only.
  await expect(code).toHaveAccessibleDescription(/That code is not right\. 4 tries left\./)
  await expect(other.getByRole('dialog', { name: 'Cancel this order?' })).toHaveCount(0)
  await finish(other, testInfo, 'my-orders-verify-code')
  await elsewhere.close()

  // The placing browser needs no code.
  await page.goto('/user/orders')
  const card = await findInMyOrders(page, phone, id)
  await expect(page.getByRole('region', { name: "Verify it's you" })).toHaveCount(0)
  await card.getByRole('button', { name: 'Cancel Order' }).click()
  await page.getByRole('dialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(page.getByText(`${shortId} has been cancelled.`)).toBeVisible()
  await expect(card).toContainText('Cancelled')
  await finish(page, testInfo, 'my-orders-cancelled')
})
