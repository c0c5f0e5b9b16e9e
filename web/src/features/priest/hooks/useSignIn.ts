/** A priest's sign-in: the phone, a code sent to it, the code checked; refusals in the priest's words. */
import { useCallback, useEffect, useState } from 'react'
import { useT } from '../../../i18n/context'
import { CODE_FORMAT } from '../../../lib/verification'
import { phoneProblem } from '../../../lib/validation'
import { sendSignInCode, signIn, type CodeSent, type PriestMe } from '../api'
import { describePriestError } from '../errors'

export interface SignInFlow {
  phone: string
  setPhone: (phone: string) => void
  sent: CodeSent | undefined
  busy: 'send' | 'sign-in' | undefined
  phoneError: string | undefined
  codeError: string | undefined
  resendIn: number
  send: () => Promise<void>
  confirm: (code: string) => Promise<PriestMe | undefined>
  restart: () => void
}

export function useSignIn(): SignInFlow {
  const t = useT()
  const [phone, setPhone] = useState('')
  const [sent, setSent] = useState<CodeSent>()
  const [busy, setBusy] = useState<SignInFlow['busy']>()
  const [phoneError, setPhoneError] = useState<string>()
  const [codeError, setCodeError] = useState<string>()
  const [resendIn, setResendIn] = useState(0)

  useEffect(() => {
    if (resendIn <= 0) return
    const timer = window.setTimeout(() => setResendIn((left) => Math.max(0, left - 1)), 1000)
    return () => window.clearTimeout(timer)
  }, [resendIn])

  const send = useCallback(async () => {
    const problem = phoneProblem(phone)
    if (problem) {
      setPhoneError(t(problem.message))
      return
    }
    setBusy('send')
    setPhoneError(undefined)
    try {
      const answer = await sendSignInCode(phone)
      setSent(answer)
      setCodeError(undefined)
      setResendIn(answer.resendAfterSeconds)
    } catch (failure) {
      setPhoneError(describePriestError(t, failure))
    } finally {
      setBusy(undefined)
    }
  }, [phone, t])

  const confirm = useCallback(
    async (code: string) => {
      if (!CODE_FORMAT.test(code)) {
        setCodeError(t('verify.codeFormat'))
        return undefined
      }
      setBusy('sign-in')
      setCodeError(undefined)
      try {
        return await signIn(phone, code)
      } catch (failure) {
        setCodeError(describePriestError(t, failure))
        return undefined
      } finally {
        setBusy(undefined)
      }
    },
    [phone, t],
  )

  const restart = useCallback(() => {
    setSent(undefined)
    setCodeError(undefined)
  }, [])

  return { phone, setPhone, sent, busy, phoneError, codeError, resendIn, send, confirm, restart }
}
