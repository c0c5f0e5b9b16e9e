/** Steps several journeys share: paying in the payment dialog, finding records in My Orders and
 * through the API, filling a booking's date and time. */
import { expect, type Locator, type Page } from '@playwright/test'
import { masked, typeCodeIn } from './codes'

/** The payment dialog: choose Cash on Delivery, confirm it with the second tap, and see it
 * confirmed with the cash due (never a transaction id: nothing was paid). A store order (`orderPhone`
 * given) goes only to a phone this browser confirmed: the dialog's code step comes first, and the
 * code the server sent is typed in. Priest and temple bookings need no code. */
export async function payCash(page: Page, orderPhone?: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Payment' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cash on Delivery' }).click()
  let last = dialog.getByRole('button', { name: /^Confirm cash (booking|order)$/ })
  if (orderPhone !== undefined) {
    await last.click()
    const step = dialog.getByRole('group', { name: 'Confirm your phone number' })
    await expect(step).toContainText(`We'll send a 6-digit code to ${masked(orderPhone)}.`)
    last = await typeCodeIn(step, orderPhone)
  }
  // The success view shows for one second (the spec's dialog timing): watched on every frame from
  // before the tap, since expect's retries slow to one a second and can miss it on a busy machine.
  const success = page.waitForFunction(
    () => [...document.querySelectorAll('[role="dialog"]')].map((d) => d.textContent ?? '').find((text) => text.includes('Cash payment due: ₹')),
    undefined,
    { polling: 'raf', timeout: 15_000 },
  )
  await last.click()
  const shown = String(await (await success).jsonValue())
  expect(shown).not.toContain('Transaction ID')
  await expect(dialog).toBeHidden()
}

export interface Lookup {
  /** Records of the phone made in another browser and not proved by a code here: only counted. */
  hidden: number
  priestBookings: { id: string; shortId: string; customerPhone: string; paymentStatus: string; priestAssigned: string | null; language: string | null }[]
  templeBookings: { id: string; shortId: string; customerPhone: string; paymentStatus: string }[]
  storeOrders: { id: string; shortId: string; customerPhone: string; paymentStatus: string; paymentMethod: string }[]
}

/** What the server shows `page`'s browser for a phone number (the journeys' ground truth): the
 * records that browser made (page.request carries its cookie) or whose phone it proved with a code;
 * of any others, only how many. */
export async function lookup(page: Page, phone: string): Promise<Lookup> {
  const response = await page.request.post('/api/orders/lookup', { data: { phone } })
  expect(response.ok(), await response.text()).toBeTruthy()
  return (await response.json()) as Lookup
}

/** Picks the first time slot that can still be booked in a select. */
export async function chooseFirstSlot(page: Page, label: string): Promise<string> {
  const select = page.getByLabel(label)
  await expect(select).toBeEnabled()
  // The list is asked for again as the place or date changes: choose from the settled one.
  await expect(select).not.toHaveAttribute('aria-busy', 'true')
  await expect(select.locator('option:not([disabled]):not([value=""])').first()).toBeAttached()
  const value = await select.locator('option:not([disabled]):not([value=""])').first().getAttribute('value')
  if (!value) throw new Error(`no bookable slot in ${label}`)
  await select.selectOption(value)
  return value
}

/** My Orders: look up by phone (the form, or Change User first when another lookup is
 * remembered) and return the card of one booking or order. */
export async function findInMyOrders(page: Page, phone: string, id: string): Promise<Locator> {
  await expect(page).toHaveURL(/\/user\/orders/)
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible()
  const changeUser = page.getByRole('button', { name: 'Change User' })
  const phoneField = page.getByLabel('Phone Number')
  await expect(changeUser.or(phoneField)).toBeVisible()
  if (await changeUser.isVisible()) await changeUser.click()
  await phoneField.fill(phone)
  await page.getByRole('button', { name: 'Find My Orders' }).click()
  const card = orderCard(page, id)
  await expect(card).toBeVisible()
  return card
}

/** A delivery address in its parts, as the store's cart form takes it and the API's
 * deliveryAddress is written. */
export interface Address {
  houseAndStreet: string
  landmark?: string
  city: string
  state: string
  pinCode: string
}

/** Fill the cart's delivery address (the English labels). */
export async function fillAddress(cart: Locator, address: Address): Promise<void> {
  await cart.getByLabel('House number and street').fill(address.houseAndStreet)
  if (address.landmark) await cart.getByLabel('Landmark (optional)').fill(address.landmark)
  await cart.getByLabel('City or town').fill(address.city)
  await cart.getByLabel('State or union territory').selectOption(address.state)
  await cart.getByLabel('PIN code').fill(address.pinCode)
}

/** A My Orders card by its record's full id (the card's id title) or its short id (the id it shows). */
export function orderCard(page: Page, id: string): Locator {
  const cards = page.getByRole('listitem')
  return /^[A-Z]{2}-/.test(id) ? cards.filter({ hasText: id }) : cards.filter({ has: page.locator(`[title="${id}"]`) })
}
