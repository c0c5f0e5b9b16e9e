/** /priest/sign-in: the mobile number the office has for the priest, then the code sent to it. */
import { useState, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { Button } from '../../components/Button'
import { TextField } from '../../components/Field'
import { Notice } from '../../components/States'
import { useT } from '../../i18n/context'
import { siteLimits } from '../../lib/site'
import { PriestHeader } from './components/PriestHeader'
import { useSignIn } from './hooks/useSignIn'
import layout from './PriestLayout.module.css'
import styles from './SignInPage.module.css'

export default function SignInPage() {
  const t = useT()
  const navigate = useNavigate()
  const location = useLocation()
  const flow = useSignIn()
  const [code, setCode] = useState('')
  const ended = (location.state as { ended?: boolean } | null)?.ended === true
  siteLimits() // the texts and the phone check name the server's limits: asked for at once

  const sendCode = (event: FormEvent) => {
    event.preventDefault()
    void flow.send()
  }
  const signIn = async (event: FormEvent) => {
    event.preventDefault()
    if (await flow.confirm(code)) navigate('/priest', { replace: true })
  }

  return (
    <div className={layout.app}>
      <PriestHeader />
      <main className={layout.main}>
        <section className={styles.card} aria-labelledby="priest-sign-in">
          <h1 id="priest-sign-in">{t('priest.signInTitle')}</h1>
          {ended && <Notice tone="warning">{t('priest.sessionEnded')}</Notice>}
          <p className={styles.intro}>{t('priest.signInIntro')}</p>
          {!flow.sent ? (
            <form onSubmit={sendCode} noValidate className={styles.form}>
              <TextField
                label={t('priest.phoneLabel')}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                value={flow.phone}
                error={flow.phoneError}
                onChange={(event) => flow.setPhone(event.target.value)}
                required
                autoFocus
              />
              <Button type="submit" busy={flow.busy === 'send'} block>
                {t('priest.sendCode')}
              </Button>
            </form>
          ) : (
            <form onSubmit={(event) => void signIn(event)} noValidate className={styles.form}>
              <p role="status" className={styles.intro}>
                {t('priest.codeSentTo', { destination: flow.sent.destination, minutes: Math.round(flow.sent.expiresInSeconds / 60) })}
              </p>
              <TextField
                label={t('verify.codeLabel')}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={6}
                value={code}
                error={flow.codeError}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
                autoFocus
              />
              {flow.phoneError && <Notice tone="error">{flow.phoneError}</Notice>}
              <Button type="submit" busy={flow.busy === 'sign-in'} disabled={flow.busy === 'send'} block>
                {t('priest.signIn')}
              </Button>
              <div className={styles.secondary}>
                <Button variant="secondary" onClick={() => void flow.send()} busy={flow.busy === 'send'} disabled={flow.resendIn > 0 || flow.busy === 'sign-in'}>
                  {flow.resendIn > 0 ? t('verify.resendIn', { seconds: flow.resendIn }) : t('verify.resendCode')}
                </Button>
                <Button variant="quiet" onClick={flow.restart}>
                  {t('priest.otherPhone')}
                </Button>
              </div>
            </form>
          )}
        </section>
      </main>
    </div>
  )
}
