/** "Verify it's you": send a 6-digit code to a phone or e-mail, type it in, and this browser is
 * trusted with that contact (My Orders shows its records; the store takes cash on delivery to it).
 * Resend waits for the server's countdown; refusals show at the field, in the devotee's language. */
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '../Button'
import { TextField } from '../Field'
import { Notice } from '../States'
import { useT } from '../../i18n/context'
import { maskTarget, type Target } from '../../lib/verification'
import { useVerification } from './useVerification'
import styles from './VerifyPanel.module.css'

interface Props {
  target: Target
  /** Why the code is asked for. */
  reason: ReactNode
  onVerified: () => void
  /** Inside a dialog, which has its own title. */
  bare?: boolean
}

export function VerifyPanel({ target, reason, onVerified, bare = false }: Props) {
  const t = useT()
  const flow = useVerification(target)
  const [code, setCode] = useState('')
  const titleId = useId()
  const sent = flow.sent

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (await flow.confirm(code)) onVerified()
  }

  const body = (
    <>
      <p className={styles.text}>{reason}</p>
      {!sent ? (
        <>
          <p className={styles.text}>{t('verify.willSend', { destination: maskTarget(target) })}</p>
          {flow.sendError && <Notice tone="error">{flow.sendError}</Notice>}
          {/* data-autofocus: a dialog that shows the panel puts focus here. */}
          <Button onClick={() => void flow.send()} busy={flow.busy === 'send'} data-autofocus>
            {t('verify.sendCode')}
          </Button>
        </>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <p className={styles.text} role="status">
            {t('verify.sent', { destination: sent.destination, minutes: Math.round(sent.expiresInSeconds / 60) })}
          </p>
          <TextField
            label={t('verify.codeLabel')}
            className={styles.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            value={code}
            error={flow.codeError}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            autoFocus
          />
          {flow.sendError && <Notice tone="error">{flow.sendError}</Notice>}
          <div className={styles.actions}>
            <Button type="submit" busy={flow.busy === 'confirm'} disabled={flow.busy === 'send'}>
              {t('verify.verifyCode')}
            </Button>
            <Button variant="secondary" onClick={() => void flow.send()} busy={flow.busy === 'send'} disabled={flow.resendIn > 0 || flow.busy === 'confirm'}>
              {flow.resendIn > 0 ? t('verify.resendIn', { seconds: flow.resendIn }) : t('verify.resendCode')}
            </Button>
          </div>
        </form>
      )}
    </>
  )
  if (bare) return <div className={styles.bare}>{body}</div>
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t('verify.title')}
      </h3>
      {body}
    </section>
  )
}
