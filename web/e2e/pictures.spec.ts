/** Pictures (issue 18): a super admin uploads a product picture in the back office, and the store shows it, served
 * by the server as WebP in several widths. */
import { expect, test } from '@playwright/test'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { signIn } from './support/admin'

const PRODUCT = 'Elaichi Dana Prasad Pack'
const PRODUCT_ID = 'prod-elaichi-dana-prasad'
const PICTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'support', 'drawn-picture.png')

test('an admin uploads a product picture and the store shows it', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/store')
  await page.getByLabel('Search products').fill('elaichi')
  await page.getByRole('button', { name: `Edit ${PRODUCT}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Product' })
  // The seeded drawing goes; the uploaded picture takes its place.
  await dialog.getByRole('button', { name: 'Remove picture 1' }).click()
  await dialog.getByLabel('Upload picture (Images)').setInputFiles(PICTURE)
  const preview = dialog.getByRole('img', { name: 'Picture 1 of 1' })
  await expect(preview).toHaveAttribute('src', /^\/media\/[0-9a-f]{32}-800\.webp$/)
  const uploaded = await preview.getAttribute('src')
  await dialog.getByRole('button', { name: 'Save Product' }).click()
  await expect(dialog).toBeHidden()

  await page.goto(`/store/${PRODUCT_ID}`)
  const picture = page.getByRole('img', { name: PRODUCT })
  await expect(picture).toHaveAttribute('src', uploaded ?? '')
  await expect(picture).toHaveAttribute('srcset', /320w, .*640w, .*800w$/)
  // It really arrived and decoded (a broken one would show the placeholder instead).
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
})
