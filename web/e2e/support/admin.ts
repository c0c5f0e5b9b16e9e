/** Back-office helpers for the journeys: the e2e super admin, signing in, and temple admins made through the API. */
import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** The super admin e2e/serve.sh creates at the server's first start. */
export const SUPER_ADMIN = { username: 'admin', password: 'e2e-admin-password' } as const

export interface Credentials {
  username: string
  password: string
}

/** Signs in through the login page as a user would, and waits for the landing page. */
export async function signInThroughForm(page: Page, who: Credentials = SUPER_ADMIN, landing: RegExp = /\/admin\/(dashboard|temple-dashboard)/): Promise<void> {
  await page.goto('/admin/login')
  await page.getByLabel('Username').fill(who.username)
  await page.getByLabel('Password').fill(who.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(landing)
}

/** Signs the page's browser context in through the API (sets the session cookie); fast, for journeys about other screens. */
export async function signIn(page: Page, who: Credentials = SUPER_ADMIN): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: who })
  expect(response.ok(), `sign-in as ${who.username}: ${response.status()}`).toBeTruthy()
}

/** The id of one active seeded temple (the first the admin list returns). */
export async function firstTempleId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/admin/temples', { params: { limit: 1 } })
  expect(response.ok(), `GET /api/admin/temples: ${response.status()}`).toBeTruthy()
  const body = (await response.json()) as { items: { id: string; name: string }[] }
  return body.items[0].id
}

export interface TempleAdminAccount extends Credentials {
  id: string
  templeId: string
}

/** Creates a uniquely named temple admin with every booking permission. `request` must be signed in as the super admin
 * (use a separate `playwright.request.newContext({ baseURL })` to keep the page's own session apart). */
export async function createTempleAdmin(request: APIRequestContext, templeId?: string): Promise<TempleAdminAccount> {
  const temple = templeId ?? (await firstTempleId(request))
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  const account = { username: `temple-${unique}`, password: 'temple-pass-2026' }
  const response = await request.post(`/api/admin/temples/${temple}/admins`, {
    data: {
      adminName: `Temple Admin ${unique}`,
      adminEmail: `temple-${unique}@example.com`,
      adminPhone: '9876543210',
      ...account,
      permissions: { manageBookings: true, manageServices: true, viewReports: true, manageTimings: true },
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const created = (await response.json()) as { id: string }
  return { ...account, id: created.id, templeId: temple }
}
