/** Owner first in My Orders: another browser that only knows the phone number learns how many records
 * there are and nothing of them (no id, no item, no name) until it types the one-time code sent to that
 * phone; a wrong code is said at the field and shows nothing; with the right one it sees the order and
 * may cancel it. The placing browser sees it all along, with no code (its HttpOnly cookie proves it). */
import { expect, test } from '@playwright/test'
import { masked, typeCodeIn, wrongCodeFor } from './support/codes'
import { findInMyOrders, orderCard } from './support/flows'
import { finish, uniquePhone } from './support/journey'

test('another browser sees only a count until the code; with it, the order is listed and cancelled', async ({ page, browser }, testInfo) => {
  const phone = uniquePhone()
  // Placed through the API in the page's own browser context (its client cookie), to be paid online
  // (not paid yet). Cash on delivery would have this browser confirm the phone by a code too, and the
  // server sends a phone one code in 30 seconds: the other browser's code below is the one that matters.
  const placed = await page.request.post('/api/store/orders', {
    data: {
      customerName: 'Sunita Joshi',
      customerPhone: phone,
      deliveryAddress: { houseAndStreet: '7 Shaniwar Peth', city: 'Pune', state: 'Maharashtra', pinCode: '411030' },
      paymentMethod: 'phonepe',
      items: [{ productId: 'prod-bhimseni-camphor', quantity: 1 }],
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const { id, shortId } = (await placed.json()) as { id: string; shortId: string }

  // Another phone or laptop that knows the number: a count and the code panel, nothing of the order.
  const elsewhere = await browser.newContext()
  const other = await elsewhere.newPage()
  await other.goto('/user/orders')
  await other.getByLabel('Phone Number').fill(phone)
  await other.getByRole('button', { name: 'Find My Orders' }).click()
  const panel = other.getByRole('region', { name: "Verify it's you" })
  await expect(panel).toContainText('Bookings and orders made with these details on another device: 1.')
  await expect(panel).toContainText(`We'll send a 6-digit code to ${masked(phone)}.`)
  const main = other.getByRole('main')
  for (const secret of [shortId, id, 'Bhimseni Camphor', 'Sunita Joshi', 'Shaniwar Peth']) await expect(main).not.toContainText(secret)
  await expect(orderCard(other, id)).toHaveCount(0)
  await expect(other.getByText('No orders found')).toHaveCount(0)

  // The code goes to the phone (here: the server's log). A wrong one is said at the field.
  const verify = await typeCodeIn(panel, phone)
  const field = panel.getByLabel('Verification code')
  const code = await field.inputValue()
  await expect(panel).toContainText(`We sent a 6-digit code to ${masked(phone)}. It expires in 10 minutes.`)
  await field.fill(wrongCodeFor(code))
  await verify.click()
  await expect(field).toHaveAccessibleDescription('That code is not right. 4 tries left.')
  await expect(main).not.toContainText(shortId)
  await finish(other, testInfo, 'my-orders-verify-code')

  // The right code: the order is listed like this browser's own, and it may be cancelled here.
  await field.fill(code)
  await verify.click()
  await expect(other.getByText('Verified. All your bookings and orders are shown, and you can cancel pending ones.')).toBeVisible()
  await expect(panel).toHaveCount(0)
  const theirCard = orderCard(other, id)
  await expect(theirCard).toContainText(shortId)
  await expect(theirCard).toContainText('Bhimseni Camphor')
  await theirCard.getByRole('button', { name: 'Cancel Order' }).click()
  await other.getByRole('dialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(other.getByText(`${shortId} has been cancelled.`)).toBeVisible()
  await expect(theirCard).toContainText('Cancelled')
  await finish(other, testInfo, 'my-orders-verified-cancelled')
  await elsewhere.close()

  // The placing browser needs no code: it sees the order, cancelled.
  await page.goto('/user/orders')
  const card = await findInMyOrders(page, phone, id)
  await expect(page.getByRole('region', { name: "Verify it's you" })).toHaveCount(0)
  await expect(card).toContainText('Cancelled')
  await finish(page, testInfo, 'my-orders-cancelled')
})
