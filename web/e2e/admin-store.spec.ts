/** Back office store (issue journey 3): a devotee orders on the public site and pays cash on delivery; the order
 * appears live in Spiritual Store Management, the super admin moves it to shipped, and the devotee's My Orders
 * shows it shipped with the step in Track Order. Also: a product added in the back office, with the form's rules. */
import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support/admin'
import { fillAddress, findInMyOrders, lookup, payCash } from './support/flows'
import { finish, uniquePhone } from './support/journey'

const CAMPHOR = 'Bhimseni Camphor (100 g)'
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** The public store: camphor into the cart, delivery details, Cash on Delivery (the phone confirmed by its code). */
async function orderCamphorCash(page: Page, name: string, phone: string): Promise<void> {
  await page.goto('/store')
  await expect(page.getByRole('heading', { level: 1, name: 'Spiritual Store' })).toBeVisible()
  await page.getByLabel('Search products').fill('camphor')
  const product = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: CAMPHOR }) })
  await product.getByRole('button', { name: 'Add to Cart' }).click()
  await page.getByRole('button', { name: 'Checkout' }).click()
  const cart = page.getByRole('dialog', { name: 'Your Cart' })
  await cart.getByLabel('Full Name').fill(name)
  await cart.getByLabel('Phone Number').fill(phone)
  await fillAddress(cart, { houseAndStreet: '14 Ganga Path, Assi Ghat', city: 'Varanasi', state: 'Uttar Pradesh', pinCode: '221005' })
  await cart.getByRole('button', { name: 'Proceed to Payment' }).click()
  await payCash(page, phone)
  await expect(page.getByRole('dialog', { name: 'Order Placed Successfully!' })).toBeVisible()
}

test('a cash order arrives live, the super admin ships it, and My Orders tracks it', async ({ page, browser }, testInfo) => {
  // The super admin works in a browser of their own, with the orders tab open before the order exists.
  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await signIn(admin)
  await admin.goto('/admin/store/orders')
  await expect(admin.getByRole('heading', { level: 1, name: 'Spiritual Store Management' })).toBeVisible()
  await expect(admin.getByRole('tab', { name: /Orders/ })).toHaveAttribute('aria-selected', 'true')

  const phone = uniquePhone()
  const customer = `Kavya Mishra ${unique()}`
  await orderCamphorCash(page, customer, phone)
  const [order] = (await lookup(page, phone)).storeOrders
  expect(order.paymentMethod).toBe('cod')

  // No reload: the change feed brings the new order into the table.
  const row = admin.getByRole('row').filter({ hasText: order.id })
  await expect(row).toBeVisible()
  await expect(row).toContainText(customer)
  await expect(row).toContainText('1 item')
  await expect(row).toContainText(CAMPHOR)
  await expect(row).toContainText('COD')
  const status = row.getByRole('combobox', { name: `Order status of ${order.id}` })
  await expect(status).toHaveValue('pending')
  await status.selectOption('shipped')
  await expect(admin.getByText(`Order ${order.id} is now Shipped.`)).toBeVisible()
  await expect(status).toHaveValue('shipped')

  // The details dialog (not an alert) shows the address and the new step in the history.
  await row.getByRole('button', { name: `Details of order ${order.id}` }).click()
  const details = admin.getByRole('dialog', { name: `Order ${order.id}` })
  await expect(details.getByText('14 Ganga Path, Assi Ghat, Varanasi, Uttar Pradesh 221005')).toBeVisible()
  await expect(details.getByRole('listitem').filter({ hasText: 'Shipped' })).toBeVisible()
  await finish(admin, testInfo, 'admin-store-order-shipped')
  await adminContext.close()

  // The devotee looks the order up by phone: shipped, and Track Order shows the step.
  await page.goto('/user/orders')
  const card = await findInMyOrders(page, phone, order.id)
  await expect(card).toContainText('Shipped')
  await card.getByRole('button', { name: 'Track Order' }).click()
  const track = page.getByRole('dialog', { name: `Track Order ${order.id.slice(0, 2)}-${order.id.slice(-8)}` }) // its short id
  await expect(track.getByRole('listitem').filter({ hasText: 'Shipped' })).toBeVisible()
  await finish(page, testInfo, 'admin-store-my-orders-shipped')
})

test('the super admin adds a product with the form rules checked at the fields', async ({ page }, testInfo) => {
  await signIn(page)
  await page.goto('/admin/store')
  await expect(page.getByRole('heading', { level: 1, name: 'Spiritual Store Management' })).toBeVisible()
  await page.getByRole('button', { name: 'Add Product' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Product' })
  await dialog.getByRole('button', { name: 'Save Product' }).click()
  await expect(dialog.getByText('Please fill all required fields')).toHaveCount(6)

  const name = `Panchmukhi Diya ${unique()}`
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await dialog.getByRole('combobox', { name: 'Category', exact: true }).selectOption('Puja Materials')
  await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('A five-wicked brass diya for evening aarti.')
  await dialog.getByRole('textbox', { name: 'Price (₹)', exact: true }).fill('-1')
  await dialog.getByLabel('Stock Quantity').fill('20')
  await dialog.getByLabel('SKU').fill(`PJM-DIYA-${unique()}`)
  await dialog.getByRole('button', { name: 'Save Product' }).click()
  await expect(dialog.getByText('Must be 0 or more')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Price (₹)', exact: true }).fill('349')
  await dialog.getByLabel('Original Price (₹)').fill('399')
  await dialog.getByRole('textbox', { name: 'Tags' }).fill('aarti')
  await dialog.getByRole('button', { name: 'Add: Tags' }).click()
  await dialog.getByRole('button', { name: 'Save Product' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`${name} saved.`)).toBeVisible()

  await page.getByLabel('Search products').fill(name)
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
  await expect(card).toContainText('₹349')
  await expect(card).toContainText('₹399')
  await expect(card).toContainText('20 in stock')
  await expect(card).toContainText('aarti')
  await finish(page, testInfo, 'admin-store-product-added')
})
