/** One-time codes in the journeys. The journeys' server has no SMS or e-mail, so it writes every code
 * to its log (api/verification/delivery.py, LogSender: "verification code for ***1234: 123456"),
 * which e2e/serve.sh keeps in a file on this machine: a journey reads the code there as a devotee
 * reads the SMS, and types it where the devotee would. */
import { readFileSync, statSync } from 'node:fs'
import { expect, type Locator, type Page } from '@playwright/test'
import { SERVER_LOG } from './paths'

/** The code screens' words, as the journeys find them. */
export const CODE_WORDS = {
  en: { step: 'Confirm your phone number', send: 'Send code', field: 'Verification code', verify: 'Verify' },
  hi: { step: 'अपने फ़ोन नंबर की पुष्टि करें', send: 'कोड भेजें', field: 'सत्यापन कोड', verify: 'पुष्टि करें' },
}
export type CodeWords = (typeof CODE_WORDS)['en']

/** ***1234: how the server shows (and logs) a phone number. */
export const masked = (phone: string) => `***${phone.replace(/\D/g, '').slice(-4)}`

function logSize(): number {
  try {
    return statSync(SERVER_LOG).size
  } catch {
    return 0
  }
}

/** The newest code the log holds for `phone` past byte `from`. */
function codeInLog(phone: string, from: number): string | undefined {
  let text: string
  try {
    text = readFileSync(SERVER_LOG).subarray(from).toString('utf8')
  } catch {
    return undefined
  }
  const codes = [...text.matchAll(/verification code for (\S+): (\d{6})/g)].filter((line) => line[1] === masked(phone))
  return codes.at(-1)?.[2]
}

/** Runs `send`, which asks the server for a code to `phone`, and returns the code it sent. Only lines
 * written after `send` began count: an older code, or another journey's, is never taken. */
export async function codeSentBy(phone: string, send: () => Promise<void>): Promise<string> {
  const from = logSize()
  await send()
  let code: string | undefined
  await expect
    .poll(() => (code = codeInLog(phone, from)), { message: `a one-time code for ${masked(phone)} in ${SERVER_LOG}`, timeout: 15_000 })
    .toMatch(/^\d{6}$/)
  return code!
}

/** A code that is certainly not `code` (for a journey's wrong try). */
export const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000')

/** This browser proves `phone` with a code through its own request context (page.request carries its
 * cookie), as My Orders and the payment dialog do: from then on the server trusts it with that phone
 * (cash on delivery to it, the phone's records in My Orders). */
export async function confirmPhone(page: Page, phone: string): Promise<void> {
  const code = await codeSentBy(phone, async () => {
    const sent = await page.request.post('/api/verification/codes', { data: { phone } })
    expect(sent.status(), await sent.text()).toBe(202)
  })
  const confirmed = await page.request.post('/api/verification/confirm', { data: { phone, code } })
  expect(confirmed.status(), await confirmed.text()).toBe(200)
}

/** In a code panel (the payment dialog's step, My Orders' "Verify it's you"): Send code, and the code
 * typed into its field; returns the Verify button, for the caller to press when it is watching. */
export async function typeCodeIn(panel: Locator, phone: string, words: CodeWords = CODE_WORDS.en): Promise<Locator> {
  const code = await codeSentBy(phone, () => panel.getByRole('button', { name: words.send }).click())
  const field = panel.getByLabel(words.field)
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code')
  await field.fill(code)
  return panel.getByRole('button', { name: words.verify, exact: true })
}
