/** Accessibility: axe finds no serious or critical violation on the main screens (phone size). */
import AxeBuilder from '@axe-core/playwright'
import { fillAddress } from './support/flows'
import { expect, test, type Page } from '@playwright/test'
import { openAssistant } from './support/assistant'
import { finish } from './support/journey'

/** Serious and critical violations on the page (or inside one part of it), as readable lines. */
async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
  if (include) builder.include(include)
  const results = await builder.analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`)
}

const SCREENS = [
  { name: 'home', path: '/' },
  { name: 'priests', path: '/book/priest' },
  { name: 'store', path: '/store' },
  { name: 'temples', path: '/temples' },
  { name: 'orders', path: '/user/orders' },
]

for (const screen of SCREENS) {
  test(`axe: ${screen.name} has no serious or critical violations`, async ({ page }, testInfo) => {
    await page.goto(screen.path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    const report = await seriousViolations(page)
    await finish(page, testInfo, `axe-${screen.name}`)
    expect(report, `axe violations on ${screen.path}`).toEqual([])
  })
}

test('axe: the assistant dialog has no serious or critical violations', async ({ page }) => {
  await page.goto('/')
  await openAssistant(page)
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([])
})

test('axe: the cart and the payment dialog have no serious or critical violations', async ({ page }) => {
  await page.goto('/store')
  await page.getByRole('button', { name: 'Add to Cart' }).first().click()
  await page.getByRole('button', { name: 'Checkout' }).click()
  const cart = page.getByRole('dialog', { name: 'Your Cart' })
  await expect(cart.getByText('Total', { exact: true })).toBeVisible()
  expect(await seriousViolations(page, '[role="dialog"]'), 'cart').toEqual([])
  await cart.getByLabel('Full Name').fill('Kavita Rao')
  await cart.getByLabel('Phone Number').fill('9876501234')
  await fillAddress(cart, { houseAndStreet: '7 Temple Street, Mylapore', city: 'Chennai', state: 'Tamil Nadu', pinCode: '600004' })
  await cart.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Pay Online' })).toBeVisible()
  expect(await seriousViolations(page, '[role="dialog"]'), 'payment').toEqual([])
})
