/** Sign-in: the phone, a code sent to it, the code typed; the server's refusals in the priest's words. */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nContext, translator } from '../../i18n/context'
import SignInPage from './SignInPage'
import { fakeApi, ME } from './testing'

afterEach(() => vi.restoreAllMocks())

const SENT = { destination: '***2345', channel: 'sms', expiresInSeconds: 600, resendAfterSeconds: 30 }

function show(language: 'en' | 'hi' = 'en') {
  render(
    <I18nContext.Provider value={{ language, setLanguage: () => undefined, t: translator(language) }}>
      <MemoryRouter initialEntries={['/priest/sign-in']}>
        <Routes>
          <Route path="/priest/sign-in" element={<SignInPage />} />
          <Route path="/priest" element={<p>bookings screen</p>} />
        </Routes>
      </MemoryRouter>
    </I18nContext.Provider>,
  )
}

describe('priest SignInPage', () => {
  it('sends a code to the phone, and the right code signs the priest in', async () => {
    const calls = fakeApi({
      'POST /api/priest/sign-in/code': () => ({ status: 202, body: SENT }),
      'POST /api/priest/sign-in': () => ({ body: ME }),
    })
    show()
    expect(screen.getByText(/We will send a 6-digit code to it by SMS\./)).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText(/Mobile number/), '98220 12345')
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText('We sent a code to ***2345. It expires in 10 minutes.')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Verification code'), '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('bookings screen')).toBeInTheDocument()
    expect(calls.map((c) => [c.path, JSON.parse(String(c.body))])).toEqual([
      ['/api/priest/sign-in/code', { phone: '98220 12345' }],
      ['/api/priest/sign-in', { phone: '98220 12345', code: '123456' }],
    ])
  })

  it('a phone no priest has is said so, and a malformed one is never sent', async () => {
    const calls = fakeApi({ 'POST /api/priest/sign-in/code': () => ({ status: 404, body: { detail: 'x', code: 'unknown_priest_phone' } }) })
    show()
    await userEvent.type(screen.getByLabelText(/Mobile number/), '12345')
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(screen.getByText('Phone number must be 10 digits')).toBeInTheDocument()
    expect(calls).toEqual([])
    await userEvent.clear(screen.getByLabelText(/Mobile number/))
    await userEvent.type(screen.getByLabelText(/Mobile number/), '9123456780')
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText(/No priest is registered with this mobile number/)).toBeInTheDocument()
  })

  it('a wrong code says how many tries are left, in Hindi too', async () => {
    fakeApi({
      'POST /api/priest/sign-in/code': () => ({ status: 202, body: SENT }),
      'POST /api/priest/sign-in': () => ({ status: 422, body: { detail: 'That code is not right. 4 tries left.', code: 'invalid_code' } }),
    })
    show('hi')
    await userEvent.type(screen.getByLabelText(/मोबाइल नंबर/), '9822012345')
    await userEvent.click(screen.getByRole('button', { name: 'कोड भेजें' }))
    await userEvent.type(await screen.findByLabelText('सत्यापन कोड'), '000000')
    await userEvent.click(screen.getByRole('button', { name: 'साइन इन करें' }))
    expect(await screen.findByText('यह कोड सही नहीं है। अभी 4 कोशिशें बाकी हैं।')).toBeInTheDocument()
  })
})
