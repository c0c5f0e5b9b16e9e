/** The assistant dialog as a devotee uses it: open it, say something, wait for the answer. */
import { expect, type Locator, type Page } from '@playwright/test'

/** Opens the assistant with the floating button (the header's microphone has the same name). */
export async function openAssistant(page: Page, name = 'Talk to the spiritual assistant'): Promise<Locator> {
  await page.getByRole('button', { name }).last().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  // Connected: the socket is open and the services are listed.
  await expect(dialog.getByRole('combobox').first()).toBeEnabled({ timeout: 20_000 })
  return dialog
}

/** The lines of the conversation (not the buttons listed under a reply). */
export const lines = (dialog: Locator): Locator => dialog.getByRole('log').locator(':scope > ol > li')

/** Sends a message and waits until the assistant has answered it (a reply after it). */
export async function say(dialog: Locator, text: string, sendName = 'Send'): Promise<void> {
  const items = lines(dialog)
  const before = await items.count()
  await dialog.getByRole('textbox').fill(text)
  await dialog.getByRole('button', { name: sendName, exact: true }).click()
  // The devotee's message is the first new line with the text (a reply may repeat it, and a
  // late reply to something earlier may come before it); answered once a line follows it.
  const answered = async () => {
    const lines = (await items.allTextContents()).slice(before)
    const mine = lines.findIndex((line) => line.includes(text))
    return mine >= 0 && lines.length > mine + 1
  }
  // Looked at often: the default pacing waits up to a second after the reply has come.
  await expect.poll(answered, { timeout: 30_000, intervals: [50, 100, 200], message: `a reply to "${text}"` }).toBe(true)
}
