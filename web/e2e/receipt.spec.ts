/** Receipts prove a payment: a cash-on-delivery order has none while unpaid (its receipt page says when
 * it will); once delivered and paid in cash, it has one on its own page (opened by its short id, typed in
 * lower case without the hyphen), saying "Paid in cash" with no transaction id, with the server's PDF;
 * another browser is told the receipt is not theirs to see. */
import { expect, test } from '@playwright/test'
import { signIn } from './support/admin'
import { confirmPhone } from './support/codes'
import { finish, uniquePhone } from './support/journey'

test('a cash order has its receipt once delivered and paid, for its own browser only', async ({ page, browser }, testInfo) => {
  const phone = uniquePhone()
  // Cash on delivery goes only to a phone this browser confirmed with its code.
  await confirmPhone(page, phone)
  const placed = await page.request.post('/api/store/orders', {
    data: {
      customerName: 'Sunita Joshi',
      customerPhone: phone,
      deliveryAddress: { houseAndStreet: '7 Shaniwar Peth', city: 'Pune', state: 'Maharashtra', pinCode: '411030' },
      paymentMethod: 'cod',
      items: [{ productId: 'prod-bhimseni-camphor', quantity: 2 }],
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const { id, shortId } = (await placed.json()) as { id: string; shortId: string }
  expect(shortId).toMatch(/^SO-[0-9A-Z]{8}$/)
  const receipt = `/user/orders/store/${shortId.replace('-', '').toLowerCase()}/receipt`

  await page.goto(receipt)
  await expect(page.getByText('A receipt is ready once the booking or order is paid.')).toBeVisible()

  // The order goes out and the cash is taken at the door (the back office marks it delivered).
  const office = await browser.newContext()
  const admin = await office.newPage()
  await signIn(admin)
  for (const orderStatus of ['confirmed', 'processing', 'shipped', 'delivered']) {
    const moved = await admin.request.patch(`/api/admin/store/orders/${id}/status`, { data: { orderStatus } })
    expect(moved.ok(), `${orderStatus}: ${await moved.text()}`).toBeTruthy()
  }
  await office.close()

  await page.goto(receipt)
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible()
  const sheet = page.getByRole('article')
  await expect(sheet).toContainText(shortId)
  await expect(sheet).toContainText(id)
  await expect(sheet).toContainText('Paid in cash')
  await expect(sheet).toContainText('Cash on Delivery')
  await expect(sheet).not.toContainText('Transaction ID')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()])
  expect(download.suggestedFilename()).toBe(`Punya-receipt-${shortId}.pdf`)
  await finish(page, testInfo, 'receipt-cash-order')

  const elsewhere = await browser.newContext()
  const other = await elsewhere.newPage()
  await other.goto(`/user/orders/store/${id}/receipt`)
  await expect(other.getByText('This receipt opens on the device the booking or order was made on')).toBeVisible()
  await expect(other.getByText('Sunita Joshi')).toHaveCount(0)
  await elsewhere.close()
})
