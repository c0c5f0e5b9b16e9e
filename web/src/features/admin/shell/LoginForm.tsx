/** The sign-in form: required fields checked at the field, the server's answer in the spec's words. */
import { useState, type FormEvent } from 'react'
import { ApiError } from '../../../lib/api'
import { Button } from '../../../components/Button'
import { TextField } from '../../../components/Field'
import { Notice } from '../../../components/States'
import { TEXT as UI } from '../ui/texts'
import { fill } from '../ui/texts'
import { logIn, type AdminUser } from './api'
import { TEXT } from './texts'
import styles from './Login.module.css'

/** "1 minute", "3 minutes", "40 seconds": how long a throttled admin must wait. */
export function waitText(seconds: number): string {
  if (seconds < 60) return fill(TEXT.seconds, { count: seconds })
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? TEXT.minute : fill(TEXT.minutes, { count: minutes })
}

const TEMPLE_INACTIVE = 'temple_inactive'

export function loginMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return TEXT.loginFailedRetry
  if (error.status === 401) return TEXT.invalidCredentials
  if (error.code === TEMPLE_INACTIVE) return error.message // the server's words: why, and whom to ask
  if (error.status === 429) return fill(TEXT.tooMany, { wait: waitText(error.retryAfterSeconds ?? 60) })
  if (error.status === 0 || error.status === 502 || error.status === 504) return UI.networkError
  if (error.status >= 500) return TEXT.loginFailed
  return TEXT.loginFailedRetry
}

export function LoginForm({ onSignedIn }: { onSignedIn: (user: AdminUser) => void }) {
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [fields, setFields] = useState<{ username?: string; password?: string }>({})
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problems = { username: username.trim() ? undefined : TEXT.usernameRequired, password: password ? undefined : TEXT.passwordRequired }
    setFields(problems)
    setError(undefined)
    if (problems.username || problems.password) return
    setBusy(true)
    try {
      onSignedIn(await logIn(username.trim(), password))
    } catch (failure) {
      setError(loginMessage(failure))
      setBusy(false)
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {error && <Notice tone="error">{error}</Notice>}
      <TextField
        label={TEXT.username}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={60}
        required
        value={username}
        error={fields.username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <TextField
        label={TEXT.password}
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={128}
        required
        value={password}
        error={fields.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" block busy={busy}>
        {busy ? TEXT.signingIn : TEXT.signIn}
      </Button>
    </form>
  )
}
