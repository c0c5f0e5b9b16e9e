/** One contact's verification: send a code, count down to Resend, confirm the code; errors in words. */
import { useCallback, useEffect, useState } from 'react'
import { useT } from '../../i18n/context'
import { CODE_FORMAT, confirmCode, describeVerificationError, sendCode, type CodeSent, type Target } from '../../lib/verification'

export interface Verification {
  sent: CodeSent | undefined
  busy: 'send' | 'confirm' | undefined
  /** A refused send (shown by the button) or a refused code (shown at the field). */
  sendError: string | undefined
  codeError: string | undefined
  resendIn: number
  send: () => Promise<void>
  confirm: (code: string) => Promise<boolean>
}

export function useVerification(target: Target): Verification {
  const t = useT()
  const [sent, setSent] = useState<CodeSent>()
  const [busy, setBusy] = useState<Verification['busy']>()
  const [sendError, setSendError] = useState<string>()
  const [codeError, setCodeError] = useState<string>()
  const [resendIn, setResendIn] = useState(0)

  useEffect(() => {
    if (resendIn <= 0) return
    const timer = window.setTimeout(() => setResendIn((left) => Math.max(0, left - 1)), 1000)
    return () => window.clearTimeout(timer)
  }, [resendIn])

  const send = useCallback(async () => {
    setBusy('send')
    setSendError(undefined)
    try {
      const answer = await sendCode(target)
      setSent(answer)
      setCodeError(undefined)
      setResendIn(answer.resendAfterSeconds)
    } catch (failure) {
      setSendError(describeVerificationError(t, failure, target))
    } finally {
      setBusy(undefined)
    }
  }, [t, target])

  const confirm = useCallback(
    async (code: string) => {
      if (!CODE_FORMAT.test(code)) {
        setCodeError(t('verify.codeFormat'))
        return false
      }
      setBusy('confirm')
      setCodeError(undefined)
      try {
        await confirmCode(target, code)
        return true
      } catch (failure) {
        setCodeError(describeVerificationError(t, failure, target))
        return false
      } finally {
        setBusy(undefined)
      }
    },
    [t, target],
  )

  return { sent, busy, sendError, codeError, resendIn, send, confirm }
}
