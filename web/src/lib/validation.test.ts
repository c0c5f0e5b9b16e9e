import { afterEach, describe, expect, it, vi } from 'vitest'
import LIMITS from '../test/siteLimits.json'
import { amountProblem } from './payments'
import { fetchSite, setSiteLimits, siteLimits, type Limits } from './site'
import { emailProblem, isEmailAddress, phoneFault, phoneProblem } from './validation'

afterEach(() => vi.restoreAllMocks())

describe('the limits forms check with', () => {
  it('are the server’s: phone digits and pattern, e-mail pattern, the payment range', () => {
    expect(phoneProblem('98765 43210')).toBeUndefined()
    expect(phoneProblem('+91 98765-43210')).toBeUndefined()
    expect(phoneProblem('98765')?.message).toBe('common.phoneDigits')
    expect(phoneProblem('5876543210')?.message).toBe('common.phoneFormat')
    expect(emailProblem('devotee@example.in')).toBeUndefined()
    expect(emailProblem('devotee@example')?.message).toBe('common.emailFormat')
    expect(emailProblem(`${'a'.repeat(250)}@example.in`)?.message).toBe('common.emailFormat')
    expect(amountProblem(LIMITS.maxAmount)).toBeUndefined()
    expect(amountProblem(LIMITS.maxAmount + 1)?.message).toBe('common.amountMaximum')
    expect(amountProblem(0.5)?.message).toBe('common.amountMinimum')
  })

  it('follow what the site info says, and only the required checks run before it arrives', async () => {
    setSiteLimits(undefined)
    const site = { legalName: 'Punya', limits: { ...LIMITS, phonePattern: '^[5-9][0-9]{9}$', maxAmount: 500 } }
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(site), { status: 200, headers: { 'Content-Type': 'application/json' } }))
    // Not known yet: a phone is only required, an e-mail and an amount pass (the server checks).
    expect(phoneProblem('')?.message).toBe('common.phoneRequired')
    expect(phoneFault('12')).toBeUndefined()
    expect(isEmailAddress('not an address')).toBe(true)
    expect(amountProblem(1_000_000)).toBeUndefined()
    await fetchSite()
    expect(fetch).toHaveBeenCalledTimes(1) // asked once, by the first check
    expect(siteLimits()).toEqual((site.limits as Limits))
    expect(phoneProblem('5876543210')).toBeUndefined()
    expect(amountProblem(501)?.message).toBe('common.amountMaximum')
    expect(isEmailAddress('not an address')).toBe(false)
  })
})
