/** Failed payments and refunds (issue 15 points 3 and 4): a devotee whose online payment fails pays
 * again with Pay now on the result page; My Orders shows a failed payment with Pay now (here paid in
 * cash instead), a cancelled paid booking's refund, and a delivered order's Return. The last journey
 * looks at every one of those screens on a phone and a laptop, in English and in Hindi. */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { signIn } from './support/admin'
import { chooseFirstSlot, findInMyOrders, lookup, orderCard } from './support/flows'
import { daysFromToday, finish, uniquePhone } from './support/journey'
import { JOURNEY_SHOTS } from './support/paths'

const rupees = (amount: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: amount % 1 ? 2 : 0, maximumFractionDigits: 2 }).format(amount)

/** A screenshot of what shows now (test-results/journeys/<name>.png): a dialog as the screen shows
 * it, a page in full; animations run to their end first. */
async function look(page: Page, testInfo: TestInfo, name: string, fullPage: boolean): Promise<void> {
  mkdirSync(JOURNEY_SHOTS, { recursive: true })
  const file = path.join(JOURNEY_SHOTS, `${name}.png`)
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: file, fullPage, animations: 'disabled' })
  await testInfo.attach(name, { path: file, contentType: 'image/png' })
}

/** The pay page opens in this window (popups blocked), so every step stays on one page. */
async function blockPopups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.open = () => null
  })
}

/** On the simulator's pay page: pay by UPI or make it fail, and come back to the result page. */
async function onPayPage(page: Page, choice: 'Pay by UPI' | 'Make it fail'): Promise<void> {
  await page.waitForURL(/\/api\/payment-simulator\//, { timeout: 30_000 })
  await page.getByRole('button', { name: choice }).click()
  await page.waitForURL(/\/payment\/success/)
}

/** A priest booking made in this page's browser (it carries the page's client cookie): online, so any
 * of the seeded priests may take it whatever the other journeys booked. */
async function bookPriest(page: Page, phone: string, days: number, slot: string): Promise<{ id: string; shortId: string; price: number }> {
  const response = await page.request.post('/api/priest-bookings', {
    data: {
      serviceId: 'ganesh-puja',
      customerName: 'Anjali Deshpande',
      customerPhone: phone,
      customerEmail: 'anjali.d@example.in',
      isOnline: true,
      selectedDate: daysFromToday(days),
      selectedTime: slot,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as { id: string; shortId: string; price: number }
}

/** An online payment of a record, settled on the simulator's pay page in this page. */
async function payThroughSimulator(page: Page, kind: 'priest' | 'store', id: string, phone: string, choice: 'Pay by UPI' | 'Make it fail'): Promise<string> {
  const response = await page.request.post('/api/payments', {
    data: { targetKind: kind, targetId: id, customerName: 'Anjali Deshpande', customerPhone: phone, customerEmail: 'anjali.d@example.in' },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { transactionId, redirectUrl } = (await response.json()) as { transactionId: string; redirectUrl: string }
  await page.goto(redirectUrl)
  await onPayPage(page, choice)
  return transactionId
}

test('a failed online payment is paid again with Pay now on the result page, then refunded on cancel', async ({ page }, testInfo) => {
  await blockPopups(page)
  const phone = uniquePhone()
  await page.goto('/book/priest')
  await page.getByLabel('Search pujas').fill('Satyanarayan')
  await page.getByRole('article', { name: 'Satyanarayan Katha', exact: true }).getByRole('button', { name: 'Book Now' }).click()
  await page.getByLabel('Full Name').fill('Ravi Kumar')
  await page.getByLabel('Phone Number').fill(phone)
  await page.getByLabel('Email (optional)').fill('ravi.kumar@example.in')
  await page.getByLabel('Address for the puja').fill('12 MG Road, Kothrud, Pune, Maharashtra 411038')
  await page.getByLabel(/^Date\b/).fill(daysFromToday(5))
  await chooseFirstSlot(page, 'Time Slot')
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Pay Online' }).click()

  // The bank says no.
  await onPayPage(page, 'Make it fail')
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible({ timeout: 20_000 })
  const [failed] = (await lookup(page, phone)).priestBookings
  expect(failed.paymentStatus).toBe('failed')
  const payNow = page.getByRole('button', { name: 'Pay now' })
  await expect(payNow).toBeEnabled()
  await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Back to Home' })).toBeVisible()
  await finish(page, testInfo, 'pay-now-result-failed')

  // Pay now: the same booking, paid online this time.
  await payNow.click()
  const dialog = page.getByRole('dialog', { name: 'Payment' })
  await dialog.getByRole('button', { name: 'Pay Online' }).click()
  await onPayPage(page, 'Pay by UPI')
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible({ timeout: 20_000 })
  const after = await lookup(page, phone)
  expect(after.priestBookings).toHaveLength(1)
  expect(after.priestBookings[0]).toMatchObject({ id: failed.id, paymentStatus: 'paid' })

  // Cancelled five days ahead: the policy refunds all of it, and My Orders says so.
  await page.getByRole('button', { name: 'View My Orders' }).click()
  const card = await findInMyOrders(page, phone, failed.id)
  await expect(card).toContainText('Payment: Paid')
  const { price } = (await (await page.request.post('/api/orders/record', { data: { kind: 'priest', id: failed.id } })).json()).record as { price: number }
  await card.getByRole('button', { name: 'Cancel Booking' }).click()
  const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' })
  await expect(confirm).toContainText(`our refund policy refunds the full ${rupees(price)}.`)
  await look(page, testInfo, 'pay-now-cancel-confirm', false)
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(page.getByText(`${failed.shortId} has been cancelled. A refund of ${rupees(price)} has been initiated`)).toBeVisible()
  await expect(card.getByText(new RegExp(`^Refund of ${rupees(price).replace('.', '\\.')} (initiated|credited)$`))).toBeVisible()
  await finish(page, testInfo, 'pay-now-refunded')
})

test('another device is sent to My Orders; My Orders shows a failed payment with Pay now, paid in cash instead', async ({ page, browser }, testInfo) => {
  const phone = uniquePhone()
  const booking = await bookPriest(page, phone, 6, '10:00 AM - 12:00 PM')
  const txn = await payThroughSimulator(page, 'priest', booking.id, phone, 'Make it fail')
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible({ timeout: 20_000 })

  // Another phone with the same result link: Pay now leads to My Orders, where the owner proves it is theirs.
  const elsewhere = await browser.newContext()
  const other = await elsewhere.newPage()
  await other.goto(`/payment/success?txnId=${txn}`)
  await expect(other.getByText('This was booked or ordered on another device: find it in My Orders to pay for it.')).toBeVisible({ timeout: 20_000 })
  await other.getByRole('button', { name: 'Pay now' }).click()
  await expect(other).toHaveURL(/\/user\/orders$/)
  await elsewhere.close()

  await page.goto('/user/orders')
  const card = await findInMyOrders(page, phone, booking.id)
  await expect(card.getByText('Payment failed', { exact: true })).toBeVisible()
  await card.getByRole('button', { name: 'Pay now' }).click()
  const dialog = page.getByRole('dialog', { name: 'Payment' })
  await expect(dialog).toContainText(rupees(booking.price))
  await dialog.getByRole('button', { name: 'Cash on Delivery' }).click()
  await dialog.getByRole('button', { name: 'Confirm cash booking' }).click()
  await expect(page.getByText(`${booking.shortId} will be paid in cash on the day.`)).toBeVisible()
  await expect(card).toContainText('Payment: Pending')
  await expect(card.getByRole('button', { name: 'Pay now' })).toHaveCount(0)
  await finish(page, testInfo, 'pay-now-cash')
})

test.describe('the money screens on a phone and a laptop, in English and Hindi', () => {
  test.setTimeout(180_000)

  test('failed payment, Pay now, refunds, Return and the result page', async ({ page, browser }, testInfo) => {
    await blockPopups(page)
    const phone = uniquePhone()
    // A failed payment; a paid booking cancelled within 48 hours of its slot (half back, with paise);
    // a store order paid online and delivered (returnable).
    const failed = await bookPriest(page, phone, 7, '6:00 AM - 8:00 AM')
    const failedTxn = await payThroughSimulator(page, 'priest', failed.id, phone, 'Make it fail')
    const soon = await bookPriest(page, phone, 1, '10:00 AM - 12:00 PM')
    await payThroughSimulator(page, 'priest', soon.id, phone, 'Pay by UPI')
    const cancelled = await page.request.post('/api/orders/cancel', { data: { kind: 'priest', id: soon.id, phone } })
    expect(cancelled.ok(), await cancelled.text()).toBeTruthy()
    expect((await cancelled.json()) as { refundAmount: number }).toMatchObject({ refundAmount: soon.price / 2 })
    const placed = await page.request.post('/api/store/orders', {
      data: {
        customerName: 'Anjali Deshpande',
        customerPhone: phone,
        deliveryAddress: { houseAndStreet: '9 Prabhat Road, Erandwane', city: 'Pune', state: 'Maharashtra', pinCode: '411004' },
        paymentMethod: 'phonepe',
        items: [{ productId: 'prod-bhimseni-camphor', quantity: 1 }],
      },
    })
    expect(placed.status(), await placed.text()).toBe(201)
    const order = (await placed.json()) as { id: string }
    await payThroughSimulator(page, 'store', order.id, phone, 'Pay by UPI')
    const admin = await browser.newContext()
    const adminPage = await admin.newPage()
    await signIn(adminPage)
    // Paid, the order is confirmed; it goes out step by step, as the transition table allows.
    for (const orderStatus of ['processing', 'shipped', 'delivered']) {
      const moved = await adminPage.request.patch(`/api/admin/store/orders/${order.id}/status`, { data: { orderStatus } })
      expect(moved.ok(), `${orderStatus}: ${await moved.text()}`).toBeTruthy()
    }
    await admin.close()

    const half = rupees(soon.price / 2)
    const texts = {
      en: { orders: 'My Orders', failed: 'Payment failed', payNow: 'Pay now', refund: new RegExp(`^Refund of ${half.replace('.', '\\.')} (initiated|credited)$`), returnButton: 'Return', returnTitle: 'Request a return', payment: 'Payment', resultTitle: 'Payment Failed', close: 'Close' },
      hi: { orders: 'मेरे ऑर्डर', failed: 'भुगतान विफल', payNow: 'अभी भुगतान करें', refund: new RegExp(`^${half.replace('.', '\\.')} का रिफ़ंड (शुरू हो गया है|आपके खाते में आ गया है)$`), returnButton: 'वापस करें', returnTitle: 'वापसी का अनुरोध', payment: 'भुगतान', resultTitle: 'भुगतान विफल रहा', close: 'बंद करें' },
    }
    for (const language of ['en', 'hi'] as const) {
      const words = texts[language]
      if (language === 'hi') {
        await page.goto('/')
        await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click()
        await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
      }
      for (const [width, height] of [
        [390, 844],
        [1280, 800],
      ]) {
        const shot = (what: string, fullPage = true) => look(page, testInfo, `pay-now-${language}-${width}-${what}`, fullPage)
        await page.setViewportSize({ width, height })
        await page.goto('/user/orders')
        await expect(page.getByRole('heading', { level: 1, name: words.orders })).toBeVisible()
        // The first visit looks the phone number up; the page remembers it after that.
        if (language === 'en' && width === 390) {
          await page.getByLabel('Phone Number').fill(phone)
          await page.getByRole('button', { name: 'Find My Orders' }).click()
        }
        const failedCard = orderCard(page, failed.id)
        await expect(failedCard.getByText(words.failed, { exact: true })).toBeVisible()
        await expect(orderCard(page, soon.id).getByText(words.refund)).toBeVisible()
        await shot('my-orders')

        await failedCard.getByRole('button', { name: words.payNow }).click()
        const dialog = page.getByRole('dialog', { name: words.payment })
        await expect(dialog).toContainText(rupees(failed.price))
        await shot('pay-now-dialog', false)
        await dialog.getByRole('button', { name: words.close, exact: true }).click()
        await expect(dialog).toBeHidden()

        await orderCard(page, order.id).getByRole('button', { name: words.returnButton }).click()
        const returning = page.getByRole('dialog', { name: words.returnTitle })
        await expect(returning.getByRole('link')).toHaveAttribute('href', '/return-policy')
        await shot('return-dialog', false)
        await returning.getByRole('button', { name: words.close, exact: true }).click()

        await page.goto(`/payment/success?txnId=${failedTxn}`)
        await expect(page.getByRole('heading', { level: 1, name: words.resultTitle })).toBeVisible({ timeout: 20_000 })
        await expect(page.getByRole('button', { name: words.payNow })).toBeEnabled()
        await shot('result-page')
      }
    }

    // The return, asked for: the card says it waits for approval.
    await page.goto('/user/orders')
    const card = orderCard(page, order.id)
    await card.getByRole('button', { name: 'वापस करें' }).click()
    const returning = page.getByRole('dialog', { name: 'वापसी का अनुरोध' })
    await returning.getByLabel('कारण (वैकल्पिक)').fill('माला का धागा टूटा हुआ आया।')
    await returning.getByRole('button', { name: 'वापसी का अनुरोध भेजें' }).click()
    await expect(page.getByText(/^आपका वापसी का अनुरोध मिल गया है।/)).toBeVisible()
    await expect(card.getByText(/^वापसी का अनुरोध: ₹[\d,.]+ का रिफ़ंड मंज़ूरी की प्रतीक्षा में है$/)).toBeVisible()
    await finish(page, testInfo, 'pay-now-hi-1280-return-requested')
  })
})
