/** Accessibility: axe finds no serious or critical violation on every public screen, in English
 * and Hindi, and in the dialogs (phone size). */
import AxeBuilder from '@axe-core/playwright'
import { fillAddress } from './support/flows'
import { expect, test, type Page } from '@playwright/test'
import { openAssistant } from './support/assistant'
import { finish } from './support/journey'

/** Serious and critical violations on the page (or inside one part of it), as readable lines.
 * Read once every dialog has faded in: axe measures contrast from the colours as drawn, and
 * half-way through a fade they are paler than the finished ones. */
async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[role="dialog"]')].every((dialog) => {
        for (let at: Element | null = dialog; at; at = at.parentElement) if (getComputedStyle(at).opacity !== '1') return false
        return true
      }),
    undefined,
    { polling: 'raf', timeout: 5_000 },
  )
  const builder = new AxeBuilder({ page })
  if (include) builder.include(include)
  const results = await builder.analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`)
}

/** Every public route (a product, a temple and an unknown address stand for their kind). */
const SCREENS = [
  { name: 'home', path: '/' },
  { name: 'priests', path: '/book/priest' },
  { name: 'astrology', path: '/consult/astrology' },
  // Each tab with its answer on screen: a chart from a link's details, a date's Panchang.
  { name: 'kundli', path: '/consult/astrology?tab=kundli&name=Asha&date=1990-05-15&time=14%3A30&place=Pune' },
  { name: 'milan', path: '/consult/astrology?tab=milan' },
  { name: 'panchang', path: '/consult/astrology?tab=panchang&date=2024-11-01' },
  { name: 'store', path: '/store' },
  { name: 'product', path: '/store/prod-5-mukhi-rudraksha-mala' },
  { name: 'temples', path: '/temples' },
  { name: 'temple', path: '/temples?temple=temple-kashi-vishwanath-varanasi' },
  { name: 'orders', path: '/user/orders' },
  { name: 'profile', path: '/user/profile' },
  { name: 'terms', path: '/terms-and-conditions' },
  { name: 'refund policy', path: '/refund-policy' },
  { name: 'privacy policy', path: '/privacy-policy' },
  { name: 'return policy', path: '/return-policy' },
  { name: 'shipping policy', path: '/shipping-policy' },
  { name: 'payment result', path: '/payment/success' },
  { name: 'page not found', path: '/no/such/page' },
  // The priests' own app: its sign-in (the screens behind it are scanned by e2e/priest-app.spec.ts).
  { name: 'priest sign-in', path: '/priest/sign-in' },
]

for (const language of ['en', 'hi'] as const) {
  for (const screen of SCREENS) {
    test(`axe (${language}): ${screen.name} has no serious or critical violations`, async ({ page }, testInfo) => {
      if (language === 'hi') {
        // The devotee's choice, as the header's switch stores it.
        await page.addInitScript(() => localStorage.setItem('punya.lang', JSON.stringify({ value: 'hi', expires: Date.now() + 86_400_000 })))
      }
      await page.goto(screen.path)
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'hi' ? 'hi' : 'en-IN')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      const report = await seriousViolations(page)
      await finish(page, testInfo, `axe-${language}-${screen.name.replace(/ /g, '-')}`)
      expect(report, `axe violations on ${screen.path} in ${language}`).toEqual([])
    })
  }
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
