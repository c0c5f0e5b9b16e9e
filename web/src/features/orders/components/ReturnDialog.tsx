/** Return a delivered order: the return policy in short, an optional reason, then the request (an
 * admin approves it and the payment is refunded in full). */
import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '../../../components/Button'
import { TextArea } from '../../../components/Field'
import { Modal } from '../../../components/Modal'
import { Notice } from '../../../components/States'
import { useT } from '../../../i18n/context'
import { siteLimits } from '../../../lib/site'
import { requestReturn, type RecordResult } from '../api'
import type { OrderEntry } from '../model'
import { describeRefusal } from '../serverTexts'
import styles from './ReturnDialog.module.css'

interface Props {
  entry: OrderEntry | undefined
  onReturned: (result: RecordResult) => void
  onClose: () => void
}

export function ReturnDialog({ entry, onReturned, onClose }: Props) {
  const t = useT()
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const policyId = useId()
  // The longest reason the server takes (GET /api/site); until it is known, the server alone checks.
  const most = siteLimits()?.maxReturnReasonChars

  const close = () => {
    if (busy) return
    setReason('')
    setError(undefined)
    onClose()
  }
  const submit = async () => {
    if (!entry) return
    setBusy(true)
    setError(undefined)
    try {
      const result = await requestReturn(entry.id, reason.trim())
      setReason('')
      onReturned(result)
    } catch (failure) {
      setError(describeRefusal(t, failure))
    } finally {
      setBusy(false)
    }
  }

  const footer = (
    <>
      <Button variant="secondary" onClick={close} disabled={busy}>
        {t('orders.keepOrder')}
      </Button>
      <Button onClick={() => void submit()} busy={busy}>
        {t('orders.returnSubmit')}
      </Button>
    </>
  )
  return (
    <Modal open={entry !== undefined} title={t('orders.returnTitle')} onClose={close} closeLabel={t('common.close')} footer={footer}>
      {entry && (
        <>
          <p className={styles.intro}>{t('orders.returnIntro', { id: entry.shortId })}</p>
          <section className={styles.policy} aria-labelledby={policyId}>
            <h3 id={policyId} className={styles.policyTitle}>
              {t('orders.returnRulesTitle')}
            </h3>
            <ul className={styles.rules}>
              <li>{t('orders.returnRuleWindow')}</li>
              <li>{t('orders.returnRuleReason')}</li>
              <li>{t('orders.returnRuleUnused')}</li>
            </ul>
            <Link to="/return-policy" className={styles.link}>
              {t('orders.returnPolicyLink')}
            </Link>
          </section>
          <TextArea
            label={t('orders.returnReason')}
            value={reason}
            maxLength={most}
            rows={4}
            hint={t('orders.returnReasonCount', { count: reason.length })}
            onChange={(event) => setReason(event.target.value.slice(0, most))}
          />
          {error && <Notice tone="error">{error}</Notice>}
        </>
      )}
    </Modal>
  )
}
