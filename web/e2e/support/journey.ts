/** Helpers shared by the journeys: the end-of-journey screenshot and unique devotee details. */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import { JOURNEY_SHOTS } from './paths'

/** Saves a full-page screenshot of where a journey ended (test-results/journeys/<name>.png). */
export async function finish(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(JOURNEY_SHOTS, { recursive: true })
  const file = path.join(JOURNEY_SHOTS, `${name}.png`)
  // From the top, so the sticky header is drawn where it belongs in the long picture.
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: file, fullPage: true })
  await testInfo.attach(name, { path: file, contentType: 'image/png' })
}

/** A fresh valid Indian mobile number, so each journey finds only its own orders. */
export function uniquePhone(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
}

/** An ISO date (YYYY-MM-DD) some days after today in India. */
export function daysFromToday(days: number): string {
  const now = new Date(Date.now() + days * 86_400_000)
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now)
}
