/** The Astrology screen on a phone, in English and Hindi: a Kundli typed with the place chosen from
 * its suggestions (both chart styles, the dasha, the PDF), a Kundli Milan, the Panchang of a date
 * and city, and the assistant's chart opening here whole. */
import { expect, test } from '@playwright/test'
import { openAssistant, say } from './support/assistant'
import { finish } from './support/journey'

// Where the device says it is, for the journeys that share a location.
const PUNE = { latitude: 18.5204, longitude: 73.8567 }

test('a Kundli from typed details, with the place chosen from its suggestions, both chart styles and the PDF', async ({ page }, testInfo) => {
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Astrology' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Astrology' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Kundli', exact: true })).toHaveAttribute('aria-selected', 'true')

  await page.getByLabel('Name').fill('Meera Iyer')
  await page.getByLabel('Date of birth').fill('1988-11-02')
  await page.getByLabel('Time of birth').fill('06:45')
  const place = page.getByRole('combobox', { name: /Place of birth/ })
  await place.pressSequentially('Ramesw')
  await page.getByRole('option', { name: /Rameswaram\s*Tamil Nadu/ }).click()
  await expect(place).toHaveValue('Rameswaram, Tamil Nadu, India')
  await page.getByRole('button', { name: 'Make my Kundli' }).click()

  await expect(page.getByRole('heading', { name: 'Kundli of Meera Iyer' })).toBeVisible()
  await expect(page.getByText('Lagna (ascendant)')).toBeVisible()
  await expect(page.getByRole('img', { name: /Birth chart\. House 1/ })).toBeVisible()
  await page.getByRole('button', { name: 'South Indian' }).click()
  await expect(page.getByRole('button', { name: 'South Indian' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('img', { name: /Birth chart\. House 1/ })).toBeVisible()
  const planets = page.getByRole('table', { name: 'Planets' })
  await expect(planets.getByRole('row')).toHaveCount(11)
  // The whole table fits the phone's width.
  const wide = await planets.evaluate((table) => table.scrollWidth > (table.parentElement?.clientWidth ?? 0) + 1)
  expect(wide).toBe(false)
  await expect(page.getByText(/^Now: \w+ mahadasha, \w+ antardasha/)).toBeVisible()
  await expect(page.locator('[aria-current="true"]').first()).toContainText('running now')
  await expect(page.getByRole('heading', { name: 'Today’s transits (gochar)' })).toBeVisible()
  await finish(page, testInfo, 'astrology-kundli')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  const pdf = await download
  expect(pdf.suggestedFilename()).toBe('kundli-meera-iyer.pdf')
})

test('a Kundli Milan of two people scores every koota and weighs the doshas', async ({ page }, testInfo) => {
  await page.goto('/consult/astrology?tab=milan')
  const boy = page.getByRole('group', { name: 'Boy’s birth details' })
  await boy.getByLabel('Name').fill('Arjun')
  await boy.getByLabel('Date of birth').fill('1990-05-15')
  await boy.getByLabel('Time of birth').fill('14:30')
  await boy.getByRole('combobox', { name: /Place of birth/ }).fill('Pune')
  const girl = page.getByRole('group', { name: 'Girl’s birth details' })
  await girl.getByLabel('Name').fill('Kavya')
  await girl.getByLabel('Date of birth').fill('1992-08-20')
  await girl.getByLabel('Time of birth').fill('06:15')
  await girl.getByRole('combobox', { name: /Place of birth/ }).fill('Varanasi')
  // The place's suggestions lie over the button once they come: one is taken, as a devotee would.
  await girl.getByRole('option', { name: /^Varanasi/ }).click()
  await page.getByRole('button', { name: 'Match Kundlis' }).click()

  await expect(page.getByRole('heading', { name: 'Arjun and Kavya' })).toBeVisible()
  await expect(page.getByText(/of 36 gunas/).first()).toBeVisible()
  for (const koota of ['Varna', 'Vashya', 'Tara', 'Yoni', 'Graha Maitri', 'Gana', 'Bhakoot', 'Nadi']) {
    await expect(page.getByText(koota, { exact: true })).toBeVisible()
  }
  await expect(page.getByText('Mangal dosha', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Rule: Cancelled when Mars is in Aries/)).toBeVisible()
  await finish(page, testInfo, 'astrology-milan')
})

test('the Panchang of a date and city, and an unknown city answered with suggestions', async ({ page }, testInfo) => {
  await page.goto('/consult/astrology?tab=panchang&date=2024-11-01')
  await expect(page.getByRole('heading', { name: /Friday, 1 November 2024, New Delhi/ })).toBeVisible()
  await expect(page.getByText('Amavasya', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('6:33 AM')).toBeVisible()
  await expect(page.getByText('Rahu Kaal')).toBeVisible()

  const city = page.getByRole('combobox', { name: 'City' })
  await city.fill('Varanashi')
  await page.getByRole('button', { name: 'Show Panchang' }).click()
  await expect(page.getByText(/We could not find "Varanashi"/)).toBeVisible()
  await page.getByRole('button', { name: 'Varanasi, Uttar Pradesh, India' }).click()
  await expect(page.getByRole('heading', { name: /Varanasi, Uttar Pradesh, India/ })).toBeVisible()
  await finish(page, testInfo, 'astrology-panchang')
})

test('in Hindi: the three tabs speak Hindi, with names from the server in Devanagari', async ({ page }, testInfo) => {
  await page.goto('/consult/astrology?tab=panchang&date=2024-11-01')
  await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'ज्योतिष' })).toBeVisible()
  await expect(page.getByRole('heading', { name: /शुक्रवार, 1 नवंबर 2024/ })).toBeVisible()
  await expect(page.getByText('अमावस्या', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('सुबह 6:33')).toBeVisible()
  await expect(page.getByText('राहु काल')).toBeVisible()
  await finish(page, testInfo, 'astrology-panchang-hindi')

  await page.getByRole('tab', { name: 'कुंडली', exact: true }).click()
  await page.getByLabel('नाम').fill('आशा')
  await page.getByLabel('जन्म तिथि').fill('1990-05-15')
  await page.getByLabel('जन्म समय').fill('14:30')
  // Typed in English, suggested in Hindi: the devotee picks "पुणे — महाराष्ट्र, भारत".
  await page.getByRole('combobox', { name: /जन्म स्थान/ }).pressSequentially('Pune')
  await page.getByRole('option', { name: /पुणे\s*महाराष्ट्र, भारत/ }).click()
  await expect(page.getByRole('combobox', { name: /जन्म स्थान/ })).toHaveValue('पुणे, महाराष्ट्र, भारत')
  await page.getByRole('button', { name: 'मेरी कुंडली बनाएँ' }).click()
  await expect(page.getByRole('heading', { name: 'आशा की कुंडली' })).toBeVisible()
  await expect(page.getByText('सिंह', { exact: false }).first()).toBeVisible() // Lagna in Leo
  await expect(page.getByRole('table', { name: 'ग्रह' }).getByRole('rowheader', { name: /शनि/ })).toBeVisible()
  await expect(page.getByText('विंशोत्तरी दशा')).toBeVisible()
  await finish(page, testInfo, 'astrology-kundli-hindi')

  await page.getByRole('tab', { name: 'कुंडली मिलान' }).click()
  await expect(page.getByRole('group', { name: 'वर का जन्म विवरण' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'कुंडली मिलाएँ' })).toBeVisible()
})

test('the assistant’s chart opens whole on the Kundli tab', async ({ page }, testInfo) => {
  await page.goto('/')
  const dialog = await openAssistant(page)
  const services = dialog.getByLabel('Service')
  const kundli = (await services.locator('option', { hasText: 'Kundli & Horoscope Agent' }).textContent()) ?? ''
  await services.selectOption({ label: kundli })
  await say(dialog, 'I want my kundli')
  await say(dialog, 'Ravi Kumar')
  await say(dialog, '15th May 1990')
  await say(dialog, '2:30 PM')
  await say(dialog, 'Pune')
  await expect(dialog.getByRole('heading', { name: 'Kundli of Ravi Kumar' })).toBeVisible({ timeout: 30_000 })
  await dialog.getByRole('button', { name: 'Open the full Kundli' }).click()
  await expect(page).toHaveURL(/\/consult\/astrology\?tab=kundli&name=Ravi\+Kumar&date=1990-05-15&time=14%3A30/)
  // The assistant closes as the tab opens (its own chart heading goes with it, as it fades).
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('tabpanel', { name: 'Kundli' }).getByRole('heading', { name: 'Kundli of Ravi Kumar' })).toBeVisible()
  await expect(page.getByText('Opened from the assistant with the details you gave it.')).toBeVisible()
  await finish(page, testInfo, 'astrology-from-assistant')
})

test('asked for the day’s tithi, the assistant answers from the Panchang and offers it for the devotee’s city', async ({ page }, testInfo) => {
  await page.goto('/')
  const dialog = await openAssistant(page)
  await say(dialog, 'what is the tithi today')
  await expect(dialog.getByRole('log')).toContainText(/in New Delhi: the tithi is (Shukla|Krishna)? ?\w+ until/)
  await expect(dialog.getByRole('log')).toContainText('Rahu Kaal')
  await dialog.getByRole('button', { name: 'Open the Panchang for your city' }).click()
  await expect(page).toHaveURL(/\/consult\/astrology\?tab=panchang$/)
  await expect(page.getByRole('tab', { name: 'Panchang' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('heading', { name: /New Delhi/ })).toBeVisible()
  await finish(page, testInfo, 'assistant-tithi')
})

test('asked for the tithi with no city, the assistant answers for where the devotee is once they share it', async ({ page, context }, testInfo) => {
  await page.goto('/')
  const dialog = await openAssistant(page)
  await say(dialog, 'what is the tithi today')
  await expect(dialog.getByRole('log')).toContainText(/in New Delhi: the tithi is/)
  await context.setGeolocation(PUNE)
  await context.grantPermissions(['geolocation'])
  await dialog.getByRole('button', { name: 'Use my location' }).click()
  // The same question, answered again for Pune's own sunrise; the question is not repeated.
  await expect(dialog.getByRole('log')).toContainText(/in Pune: the tithi is/)
  await expect(dialog.getByRole('log').getByText('what is the tithi today', { exact: true })).toHaveCount(1)
  await finish(page, testInfo, 'assistant-tithi-my-location')
})

test.describe('with the location already allowed', () => {
  test.use({ geolocation: PUNE, permissions: ['geolocation'] })

  test('the assistant answers the day’s tithi for where the devotee is, unasked', async ({ page }) => {
    // The app says where it is as soon as the assistant connects; asked before that, the answer
    // would be New Delhi's with the button (as above).
    const located = new Promise<void>((resolve) => {
      page.on('websocket', (socket) => socket.on('framesent', (frame) => String(frame.payload).includes('"type":"location"') && resolve()))
    })
    await page.goto('/')
    const dialog = await openAssistant(page)
    await located
    await say(dialog, 'aaj ki tithi kya hai')
    await expect(dialog.getByRole('log')).toContainText(/Pune: tithi /)  // asked in Hinglish
    await expect(dialog.getByRole('button', { name: 'Use my location' })).toHaveCount(0)
  })
})

test('asked for Rahu Kaal in a city, the assistant answers for it and opens its Panchang', async ({ page }, testInfo) => {
  await page.goto('/')
  const dialog = await openAssistant(page)
  await say(dialog, 'rahu kaal in Varanasi today')
  await expect(dialog.getByRole('log')).toContainText(/in Varanasi: the tithi is/)
  await dialog.getByRole('button', { name: 'Open the Panchang for Varanasi' }).click()
  await expect(page).toHaveURL(/\/consult\/astrology\?tab=panchang&place=Varanasi/)
  await expect(page.getByRole('heading', { name: /Varanasi, Uttar Pradesh/ })).toBeVisible()
  await finish(page, testInfo, 'assistant-panchang-city')
})
