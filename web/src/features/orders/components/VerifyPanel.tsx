/** "Verify it's you": send a 6-digit code to the looked-up phone or e-mail, type it in, and this
 * browser may see and cancel that contact's records. Resend waits for the server's countdown. */
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '../../../components/Button'
import { TextField } from '../../../components/Field'
import { Notice } from '../../../components/States'
import { useT } from '../../../i18n/context'
import type { Target } from '../api'
import { useVerification } from '../hooks/useVerification'
import { maskTarget } from '../verification'
import styles from './VerifyPanel.module.css'

interface Props {
  target: Target
  /** Why the code is asked for; the panel's own explanation when not given. */
  reason?: ReactNode
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
      <p className={styles.text}>{reason ?? t('orders.verifyIntro')}</p>
      {!sent ? (
        <>
          <p className={styles.text}>{t('orders.verifyWillSend', { destination: maskTarget(target) })}</p>
          {flow.sendError && <Notice tone="error">{flow.sendError}</Notice>}
          <Button onClick={() => void flow.send()} busy={flow.busy === 'send'}>
            {t('orders.sendCode')}
          </Button>
        </>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <p className={styles.text} role="status">
            {t('orders.verifySent', { destination: sent.destination, minutes: Math.round(sent.expiresInSeconds / 60) })}
          </p>
          <TextField
            label={t('orders.codeLabel')}
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
              {t('orders.verifyCode')}
            </Button>
            <Button variant="secondary" onClick={() => void flow.send()} busy={flow.busy === 'send'} disabled={flow.resendIn > 0 || flow.busy === 'confirm'}>
              {flow.resendIn > 0 ? t('orders.resendIn', { seconds: flow.resendIn }) : t('orders.resendCode')}
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
        {t('orders.verifyTitle')}
      </h3>
      {body}
    </section>
  )
}
