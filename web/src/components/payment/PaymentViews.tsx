/** What the payment dialog shows in each state: the method choice, work in progress, the outcome. */
import { useId, type ReactNode } from 'react'
import { Button } from '../Button'
import { useT } from '../../i18n/context'
import { formatINR } from '../../lib/format'
import type { MessageKey } from '../../i18n/context'
import type { PaymentKind, PaymentMethod } from './contract'
import { codMaxTotal } from './messages'
import styles from './PaymentDialog.module.css'

/** Small decorative pictures for the two methods (no emoji: not every phone has the font). */
const CardIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false">
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20M6 15h4" />
  </svg>
)
const CashIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false">
    <rect x="2" y="6" width="20" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 9v.01M18 15v.01" />
  </svg>
)

const COD_HINTS: Record<PaymentKind, MessageKey> = { priest: 'payment.codHintPriest', temple: 'payment.codHintTemple', store: 'payment.codHintStore' }

interface MethodProps {
  title: string
  hint: string
  icon: ReactNode
  onClick: () => void
  /** Not offered: the hint says why. */
  disabled?: boolean
}

function MethodButton({ title, hint, icon, onClick, disabled = false }: MethodProps) {
  const id = useId()
  // Named by its title alone ("Pay Online"), described by its hint.
  return (
    <button type="button" className={styles.method} onClick={onClick} disabled={disabled} aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint`}>
      <span className={styles.methodIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.methodText}>
        <span id={`${id}-title`} className={styles.methodTitle}>
          {title}
        </span>
        <span id={`${id}-hint`} className={styles.methodHint}>
          {hint}
        </span>
      </span>
    </button>
  )
}

export function MethodChoice({ kind, amount, onChoose }: { kind: PaymentKind; amount: number; onChoose: (method: PaymentMethod) => void }) {
  const t = useT()
  // A store order over the server's cash limit is said so before the tap, not refused after it.
  const limit = codMaxTotal(kind)
  const overLimit = limit !== undefined && amount > limit
  return (
    <div>
      <div className={styles.amount}>
        <span className={styles.amountLabel}>{t('payment.amountLabel')}</span>
        <span className={styles.amountValue}>{formatINR(amount)}</span>
      </div>
      <p className={styles.question}>{t('payment.chooseMethod')}</p>
      <div className={styles.methods}>
        <MethodButton title={t('payment.payOnline')} hint={t('payment.payOnlineHint')} icon={<CardIcon />} onClick={() => onChoose('online')} />
        <MethodButton
          title={t('payment.cod')}
          hint={overLimit ? t('payment.codOverLimitHint', { limit: formatINR(limit) }) : t(COD_HINTS[kind])}
          icon={<CashIcon />}
          onClick={() => onChoose('cod')}
          disabled={overLimit}
        />
      </div>
      <p className={styles.note}>{t('payment.secureNote')}</p>
    </div>
  )
}

export function Working({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.centered} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.stateTitle}>{title}</p>
      {children}
    </div>
  )
}

export function Verifying({ attempt, max, sameWindow, onReopen }: { attempt: number; max: number; sameWindow: boolean; onReopen: () => void }) {
  const t = useT()
  if (sameWindow) return <Working title={t('payment.redirecting')} />
  return (
    <Working title={t('payment.verifyingTitle')}>
      <p className={styles.text}>{t('payment.verifyingText')}</p>
      {attempt > 0 && <p className={styles.muted}>{t('payment.verifyingAttempt', { attempt, max })}</p>}
      <Button variant="secondary" onClick={onReopen}>
        {t('payment.reopen')}
      </Button>
    </Working>
  )
}

/** Cash books without paying anything now: say what it means and ask for a second tap. */
export function ConfirmCash({ kind, amount, onConfirm, onBack }: { kind: PaymentKind; amount: number; onConfirm: () => void; onBack: () => void }) {
  const t = useT()
  const id = useId()
  const order = kind === 'store'
  return (
    <div className={styles.cashConfirm} role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.question}>
        {t(order ? 'payment.codConfirmTitleOrder' : 'payment.codConfirmTitleBooking')}
      </p>
      <div className={styles.amount}>
        <span className={styles.amountLabel}>{t('payment.cashAmountLabel')}</span>
        <span className={styles.amountValue}>{formatINR(amount)}</span>
      </div>
      <p className={styles.text}>{t(COD_HINTS[kind])}</p>
      <p className={styles.muted}>{t('payment.codNothingOnline')}</p>
      <div className={styles.actions}>
        <Button onClick={onConfirm} data-autofocus>
          {t(order ? 'payment.codConfirmOrder' : 'payment.codConfirmBooking')}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          {t('payment.codGoBack')}
        </Button>
      </div>
    </div>
  )
}

interface SucceededProps {
  kind: PaymentKind
  method: PaymentMethod
  transactionId: string
  /** The record's amount: for cash, what is still to be paid. */
  amount: number
}

export function Succeeded({ kind, method, transactionId, amount }: SucceededProps) {
  const t = useT()
  const order = kind === 'store'
  return (
    <div className={styles.centered} role="status">
      <span className={`${styles.badge} ${styles.ok}`} aria-hidden="true">
        ✓
      </span>
      {method === 'cod' ? (
        // No transaction: nothing was paid. The devotee learns what is still to pay, and where.
        <>
          <p className={styles.stateTitle}>{t(order ? 'payment.codBookedOrder' : 'payment.codBookedBooking')}</p>
          <p className={styles.text}>{t('payment.cashDue', { amount: formatINR(amount) })}</p>
          <p className={styles.muted}>{t(COD_HINTS[kind])}</p>
        </>
      ) : (
        <>
          <p className={styles.stateTitle}>{t('payment.successTitle')}</p>
          <p className={styles.muted}>{t('payment.transactionLine', { id: transactionId })}</p>
        </>
      )}
    </div>
  )
}

interface FailedProps {
  message: string
  saved: boolean
  onRetry: () => void
  onClose: () => void
  /** Cash on delivery was refused for this order: paying online is the way on. */
  onPayOnline?: () => void
}

export function Failed({ message, saved, onRetry, onClose, onPayOnline }: FailedProps) {
  const t = useT()
  const title = saved ? 'payment.savedTitle' : onPayOnline ? 'payment.codUnavailableTitle' : 'payment.failedTitle'
  return (
    <div className={styles.centered}>
      <span className={`${styles.badge} ${saved ? styles.saved : styles.bad}`} aria-hidden="true">
        {saved ? '…' : '!'}
      </span>
      <p className={styles.stateTitle}>{t(title)}</p>
      <p className={saved ? styles.text : styles.error} role="alert">
        {message}
      </p>
      <div className={styles.actions}>
        {saved ? (
          <Button onClick={onClose} data-autofocus>
            {t('common.close')}
          </Button>
        ) : onPayOnline ? (
          <>
            <Button onClick={onPayOnline} data-autofocus>
              {t('payment.payOnline')}
            </Button>
            <Button variant="secondary" onClick={onRetry}>
              {t('payment.codGoBack')}
            </Button>
          </>
        ) : (
          <Button onClick={onRetry} data-autofocus>
            {t('payment.tryAgain')}
          </Button>
        )}
      </div>
    </div>
  )
}

export function ConfirmClose({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const t = useT()
  return (
    <div className={styles.confirm} role="alertdialog" aria-label={t('payment.closeConfirm')}>
      <p>{t('payment.closeConfirm')}</p>
      <div className={styles.actions}>
        <Button onClick={onStay} data-autofocus>
          {t('payment.keepWaiting')}
        </Button>
        <Button variant="secondary" onClick={onLeave}>
          {t('payment.closeAnyway')}
        </Button>
      </div>
    </div>
  )
}
