/** Phone or e-mail, checked with the spec's messages before the lookup is asked for. */
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/Button'
import { TextField } from '../../../components/Field'
import { useT } from '../../../i18n/context'
import { emailProblem, phoneProblem } from '../../../lib/validation'
import type { Contact } from '../api'
import styles from './LookupForm.module.css'

type Errors = { phone?: string; email?: string }

export function LookupForm({ onLookup }: { onLookup: (contact: Contact) => void }) {
  const t = useT()
  const [phone, setPhone] = useState('')
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<Errors>({})

  const edit = (set: (value: string) => void, value: string) => {
    set(value)
    setErrors({})
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found: Errors = {}
    if (!phone.trim() && !email.trim()) {
      // One message for the pair, at the first of the two fields.
      found.phone = t('common.lookupRequired')
    } else {
      const badPhone = phone.trim() ? phoneProblem(phone) : undefined
      const badEmail = emailProblem(email)
      if (badPhone) found.phone = t(badPhone.message)
      if (badEmail) found.email = t(badEmail.message)
    }
    setErrors(found)
    if (!found.phone && !found.email) onLookup({ phone: phone.trim() || undefined, email: email.trim().toLowerCase() || undefined })
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h2 className={styles.title}>{t('orders.lookupTitle')}</h2>
      <p className={styles.hint}>{t('orders.lookupHint')}</p>
      <TextField label={t('orders.phone')} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} value={phone} error={errors.phone} onChange={(e) => edit(setPhone, e.target.value)} />
      <p className={styles.or} aria-hidden="true">
        {t('orders.or')}
      </p>
      <TextField label={t('orders.email')} type="email" autoComplete="email" maxLength={254} value={email} error={errors.email} onChange={(e) => edit(setEmail, e.target.value)} />
      <Button type="submit" block>
        {t('orders.find')}
      </Button>
    </form>
  )
}
