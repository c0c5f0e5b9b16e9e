/** A text names a published limit ({maxAmount}); the number comes from GET /api/site, written as the language writes it. */
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { I18nProvider } from '../i18n/I18nProvider'
import { translator, useT } from '../i18n/context'
import { fillText } from './limits'
import { siteLimits, setSiteLimits } from './site'

function PhoneHint() {
  return <p>{useT()('priests.phoneHint')}</p>
}

describe('limits in texts', () => {
  it('fills a limit from the published ones: English as the spec writes it, Hindi in Indian grouping, the back office as the server does', () => {
    const limits = siteLimits()!
    setSiteLimits({ ...limits, maxAmount: 150_000, phoneDigits: 11 })
    expect(translator('en')('common.amountMaximum')).toBe('Maximum amount is ₹150,000')
    expect(translator('hi')('common.amountMaximum')).toBe('अधिकतम राशि ₹1,50,000 है')
    expect(translator('en')('common.phoneDigits')).toBe('Phone number must be 11 digits')
    expect(fillText('Price must be at most {maxAmount}, not {price}', { price: 'x' })).toBe('Price must be at most 150000, not x')
  })

  it("fills the refund policy's hours, percent and days the server publishes, in English and Hindi", () => {
    const limits = siteLimits()!
    setSiteLimits({ ...limits, fullRefundHours: 24, partialRefundPercent: 40, returnDays: 10 })
    expect(translator('en')('policies.refundHalf')).toBe('40% refund if you cancel within 24 hours of the booking.')
    expect(translator('hi')('policies.refundHalf')).toBe('बुकिंग से 24 घंटे के भीतर रद्द करने पर 40% रिफ़ंड।')
    expect(translator('en')('orders.returnClosed')).toBe('Returns are accepted within 10 days of delivery')
    expect(translator('hi')('orders.returnRuleWindow')).toBe('डिलीवरी के 10 दिनों के भीतर')
    expect(translator('hi')('orders.cancelRefundHalf', { amount: '₹919.60' })).toBe('स्लॉट 24 घंटे के भीतर शुरू हो रहा है: हमारी रिफ़ंड नीति के अनुसार 40% राशि, ₹919.60, का रिफ़ंड मिलेगा।')
  })

  it('says nothing of a limit not known yet, then says it once the limits arrive', () => {
    const limits = siteLimits()!
    setSiteLimits(undefined)
    render(
      <I18nProvider>
        <PhoneHint />
      </I18nProvider>,
    )
    expect(screen.queryByText(/digit/)).not.toBeInTheDocument()
    expect(screen.queryByText(/\{phoneDigits\}/)).not.toBeInTheDocument()
    act(() => setSiteLimits(limits))
    expect(screen.getByText('10-digit mobile number')).toBeInTheDocument()
  })
})
