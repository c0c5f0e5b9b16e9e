/** The payment link for the devotee: read-only, with Copy (clipboard) and Open (a new tab). */
import { useState } from 'react'
import { Button } from '../../../../components/Button'
import { Notice } from '../../../../components/States'
import { TextField } from '../../../../components/Field'
import { fill } from '../../ui/texts'
import { TEXT } from '../texts'
import styles from './CollectPaymentModal.module.css'

export function PaymentLink({ url, transactionId }: { url: string; transactionId: string }) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle')

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopy('copied')
    } catch {
      // No clipboard (insecure page, permission refused): the field stays selectable.
      setCopy('failed')
    }
  }

  return (
    <div className={styles.link}>
      <Notice tone="success">{fill(TEXT.linkReady, { id: transactionId })}</Notice>
      <p className={styles.methodHint}>{TEXT.linkHint}</p>
      <TextField label={TEXT.linkLabel} value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={copyLink}>
          {copy === 'copied' ? TEXT.copied : TEXT.copy}
        </Button>
        <a className={styles.open} href={url} target="_blank" rel="noopener noreferrer">
          {TEXT.open}
        </a>
      </div>
      {copy === 'failed' && <Notice tone="warning">{TEXT.copyFailed}</Notice>}
    </div>
  )
}
