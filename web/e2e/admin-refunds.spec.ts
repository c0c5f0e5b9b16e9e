/** Back office refunds (issue 15 point 4): a devotee pays a store order online; the super admin
 * cancels it, which refunds it in full; the order's details link to its refunds, and the Refunds
 * screen shows the refund with its reason and status in words, reached from the menu too. */
import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support/admin'
import { fillAddress, lookup } from './support/flows'
import { finish, uniquePhone } from './support/journey'

const LADDU = 'Besan Laddu Prasad Box'
const rupees = (amount: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: amount % 1 ? 2 : 0 }).format(amount)

/** Laddus into the cart and paid online on the simulator's pay page (popups blocked: same window). */
async function buyLadduOnline(page: Page, phone: string): Promise<void> {
  await page.addInitScript(() => {
    window.open = () => null
  })
  await page.goto('/store')
  await expect(page.getByRole('heading', { level: 1, name: 'Spiritual Store' })).toBeVisible()
  await page.getByLabel('Search products').fill('laddu')
  const product = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: LADDU }) })
  await product.getByRole('button', { name: 'Add to Cart' }).click()
  await page.getByRole('button', { name: 'Checkout' }).click()
  const cart = page.getByRole('dialog', { name: 'Your Cart' })
  await cart.getByLabel('Full Name').fill('Lakshmi Narayanan')
  await cart.getByLabel('Phone Number').fill(phone)
  await fillAddress(cart, { houseAndStreet: '22 Car Street, Mylapore', city: 'Chennai', state: 'Tamil Nadu', pinCode: '600004' })
  await cart.getByRole('button', { name: 'Proceed to Payment' }).click()
  await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Pay Online' }).click()
  await page.waitForURL(/\/api\/payment-simulator\//, { timeout: 30_000 })
  await page.getByRole('button', { name: 'Pay by UPI' }).click()
  await page.waitForURL(/\/payment\/success/)
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 20_000 })
}

test('a paid order cancelled by the super admin is refunded in full, shown on the Refunds screen', async ({ page, browser }, testInfo) => {
  const phone = uniquePhone()
  await buyLadduOnline(page, phone)
  const [order] = (await lookup(page, phone)).storeOrders
  expect(order.paymentStatus).toBe('paid')

  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await signIn(admin)
  const details = await admin.request.get(`/api/admin/store/orders/${order.id}`)
  expect(details.ok()).toBeTruthy()
  const { total } = (await details.json()) as { total: number }

  // Cancelling a paid order is our decision: the whole amount goes back.
  await admin.goto('/admin/store/orders')
  const row = admin.getByRole('row').filter({ hasText: order.id })
  await row.getByRole('combobox', { name: `Order status of ${order.id}` }).selectOption('cancelled')
  await expect(admin.getByText(`Order ${order.id} is now Cancelled.`)).toBeVisible()

  // The order's details link to its refunds.
  await row.getByRole('button', { name: `Details of order ${order.id}` }).click()
  await admin.getByRole('dialog', { name: `Order ${order.id}` }).getByRole('link', { name: `Refunds of order ${order.id}` }).click()
  await expect(admin).toHaveURL(new RegExp(`/admin/refunds\\?recordId=${order.id}$`))
  await expect(admin.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible()
  await expect(admin.getByLabel('Booking or order ID')).toHaveValue(order.id)
  const refund = admin.getByRole('row').filter({ hasText: order.id })
  await expect(refund).toHaveCount(1)
  await expect(refund).toContainText('Store order')
  await expect(refund).toContainText(rupees(total))
  await expect(refund).toContainText('Cancelled by us')
  // Sent to the gateway by the reconciler; the simulator credits it (the row follows live).
  await expect(refund.getByText(/^(Initiated|Credited)$/)).toBeVisible()
  await expect(admin.getByRole('button', { name: /^Approve refund/ })).toHaveCount(0)
  await finish(admin, testInfo, 'admin-refunds-cancelled-order')

  // The menu leads to every refund; the state filter narrows them.
  await admin.goto('/admin/dashboard')
  await admin.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Refunds' }).click()
  await expect(admin).toHaveURL(/\/admin\/refunds$/)
  await expect(admin.getByRole('row').filter({ hasText: order.id })).toBeVisible()
  await admin.getByLabel('Status', { exact: true }).selectOption('Awaiting approval')
  await expect(admin).toHaveURL(/state=awaiting/)
  await expect(admin.getByRole('row').filter({ hasText: order.id })).toHaveCount(0)
  await adminContext.close()
})
