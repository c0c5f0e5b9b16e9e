/** The payment dialog's code step: a store order paid in cash goes only to a phone this browser
 * confirmed with a one-time code. The devotee confirms it here (or pays online instead), and the
 * dialog places the cash order again once the code is right. */
import { useId, useMemo } from 'react'
import { Button } from '../Button'
import { VerifyPanel } from '../verify/VerifyPanel'
import { useT } from '../../i18n/context'
import styles from './PaymentDialog.module.css'

interface Props {
  phone: string
  onVerified: () => void
  onPayOnline: () => void
}

export function PhoneStep({ phone, onVerified, onPayOnline }: Props) {
  const t = useT()
  const id = useId()
  // One target per phone: the panel's calls are made for it.
  const target = useMemo(() => ({ phone }), [phone])
  return (
    <div className={styles.phoneStep} role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.question}>
        {t('payment.codVerifyTitle')}
      </p>
      <VerifyPanel bare target={target} reason={t('payment.codVerifyReason')} onVerified={onVerified} />
      <div className={styles.otherWay}>
        <Button variant="quiet" onClick={onPayOnline}>
          {t('payment.codPayOnlineInstead')}
        </Button>
      </div>
    </div>
  )
}
