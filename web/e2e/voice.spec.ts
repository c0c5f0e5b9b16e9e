/** Journey f (project "voice"): speaking to the assistant when the browser cannot recognise
 * speech itself. Chromium's fake microphone plays "Show me rudraksha" (espeak-ng, made by
 * the global set-up); the app records it, the server transcribes it, and the request is routed. */
import { expect, test, type Page } from '@playwright/test'
import { lines, openAssistant } from './support/assistant'
import { finish } from './support/journey'

async function speakToTheAssistant(page: Page): Promise<void> {
  await page.goto('/')
  const dialog = await openAssistant(page)
  const microphone = dialog.getByRole('button', { name: 'Microphone' })
  await microphone.click()
  await expect(dialog.getByText('Listening...')).toBeVisible()
  // The recording stops by itself on the pause after the sentence; press again if it has not.
  await expect(dialog.getByText('Understanding what you said...').or(dialog.getByText(/rudraksha/i).first())).toBeVisible({ timeout: 15_000 }).catch(async () => {
    if ((await microphone.getAttribute('aria-pressed')) === 'true') await microphone.click()
  })
  // The server's transcript becomes the devotee's message...
  await expect(lines(dialog).nth(1)).toContainText(/rudraksha/i, { timeout: 60_000 })
  // ...and the reply opens the store searched for it and closes the assistant.
  await expect(page).toHaveURL(/\/store\?q=rudraksh/i, { timeout: 30_000 })
  await expect(dialog).toBeHidden()
}

test('the microphone records and the server transcribes when there is no speech recognition', async ({ page }, testInfo) => {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>
    delete w.SpeechRecognition
    delete w.webkitSpeechRecognition
  })
  await speakToTheAssistant(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Spiritual Store' })).toBeVisible()
  await finish(page, testInfo, 'voice-recorded')
})

test('when the browser recognition fails here, the app falls back to recording by itself', async ({ page }, testInfo) => {
  // Headless Chromium has SpeechRecognition, but it fails (audio-capture or network) at once.
  await speakToTheAssistant(page)
  await finish(page, testInfo, 'voice-fallback')
})
