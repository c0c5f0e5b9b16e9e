/** Layout on a 390px phone and a 1366px desktop: the assistant's round button never covers
 * anything a devotee reads or taps, and desktops carry the navigation in the header. */
import { expect, test, type Page } from '@playwright/test'

const PUBLIC_PAGES = [
  '/',
  '/book/priest',
  '/consult/astrology',
  '/store',
  '/store/prod-5-mukhi-rudraksha-mala',
  '/temples',
  '/temples?temple=temple-kashi-vishwanath-varanasi',
  '/user/orders',
  '/user/profile',
  '/terms-and-conditions',
  '/refund-policy',
  '/privacy-policy',
  '/return-policy',
  '/shipping-policy',
  '/no/such/page',
]
/** Where the page is scrolled to, as a share of how far it can scroll (1 = the bottom). */
const POSITIONS = [0, 0.2, 0.4, 0.6, 0.8, 1]
const FAB = 'button[class*="fab"]'

/** Everything under the button that would be seen without it: interactive elements and prices,
 * described, where at some point of the overlap the button is the only thing above them. */
async function coveredByButton(page: Page): Promise<string[]> {
  return page.evaluate((fabSelector) => {
    const fab = document.querySelector<HTMLElement>(fabSelector)
    if (!fab) return ['no assistant button on the page']
    const box = fab.getBoundingClientRect()
    const interactive = 'a[href], button, input, select, textarea, [role="button"]'
    const candidates = [...document.querySelectorAll<HTMLElement>(`${interactive}, body *`)].filter(
      (el) => !fab.contains(el) && (el.matches(interactive) || /₹\s?[\d,]+/.test([...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join(''))),
    )
    const found: string[] = []
    for (const el of candidates) {
      const r = el.getBoundingClientRect()
      const left = Math.max(r.left, box.left)
      const right = Math.min(r.right, box.right)
      const top = Math.max(r.top, box.top)
      const bottom = Math.min(r.bottom, box.bottom)
      if (right - left < 1 || bottom - top < 1) continue
      // Sample the overlap: is the button the only thing between the devotee and this element?
      for (let i = 0; i <= 4; i += 1) {
        for (let j = 0; j <= 4; j += 1) {
          const x = left + ((right - left) * i) / 4
          const y = top + ((bottom - top) * j) / 4
          const all = document.elementsFromPoint(x, y)
          // Beneath a dialog, say, the button covers nothing.
          if (!all[0] || !fab.contains(all[0])) continue
          const stack = all.filter((under) => !fab.contains(under))
          if (stack[0] && (stack[0] === el || el.contains(stack[0]))) {
            found.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`)
            i = j = 5
          }
        }
      }
    }
    return found
  }, FAB)
}

test.describe('the assistant button on a 390px phone', () => {
  for (const path of PUBLIC_PAGES) {
    test(`covers nothing on ${path} at any scroll position`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expect(page.locator(FAB)).toBeVisible()
      for (const at of POSITIONS) {
        await page.evaluate((share) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * share), at)
        expect(await coveredByButton(page), `${path} scrolled to ${at * 100}%`).toEqual([])
      }
    })
  }

  test('covers no Book Now button or price in a long list, at every card', async ({ page }) => {
    await page.goto('/book/priest')
    await expect(page.getByText(/Showing \d+ of \d+ pujas/)).toBeVisible()
    // Every card in turn brought to the bottom edge of the screen, where the button is.
    const cards = page.getByRole('button', { name: /^Book Now/ })
    const count = await cards.count()
    expect(count).toBeGreaterThan(5)
    for (let i = 0; i < count; i += 1) {
      await cards.nth(i).evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 60))
      expect(await coveredByButton(page), `card ${i + 1}`).toEqual([])
    }
  })
})

test.describe('navigation', () => {
  const ENTRIES = ['Home', 'Priests', 'Astrology', 'Store', 'Temples', 'Orders']

  test('a phone has the bottom bar and no navigation in the header', async ({ page }) => {
    await page.goto('/store')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const main = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(main).toHaveCount(1)
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0)
    const bar = await main.boundingBox()
    expect(bar && bar.y + bar.height).toBe(844)
    await expect(main.getByRole('link')).toHaveText(ENTRIES)
  })

  test('a desktop has the same destinations in the header, and no bottom bar', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/store')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const main = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(main).toHaveCount(1)
    const header = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' })
    await expect(header.getByRole('link')).toHaveText(ENTRIES)
    await expect(header.getByRole('link', { name: 'Store' })).toHaveAttribute('aria-current', 'page')
    await header.getByRole('link', { name: 'Temples' }).click()
    await expect(page).toHaveURL(/\/temples$/)
    await expect(header.getByRole('link', { name: 'Temples' })).toHaveAttribute('aria-current', 'page')
    // The assistant is a button away: the round one beside the page.
    await expect(page.locator(FAB)).toBeVisible()
    expect(await coveredByButton(page)).toEqual([])
  })

  test('the same, in Hindi', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click()
    const header = page.getByRole('banner').getByRole('navigation', { name: 'मुख्य नेविगेशन' })
    await expect(header.getByRole('link')).toHaveText(['होम', 'पंडित', 'ज्योतिष', 'दुकान', 'मंदिर', 'ऑर्डर'])
  })
})
