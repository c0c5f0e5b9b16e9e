/** A record's refunds in words ("Refund of ₹X initiated", "... credited", a return awaiting approval). */
import { useT } from '../../../i18n/context'
import type { RefundNote } from '../api'
import { refundText } from '../model'
import styles from './RefundLines.module.css'
import tones from './Tones.module.css'

export function RefundLines({ refunds }: { refunds: RefundNote[] }) {
  const t = useT()
  if (refunds.length === 0) return null
  return (
    <div className={styles.refunds}>
      {refunds.map((refund, n) => {
        const { text, tone } = refundText(t, refund)
        return (
          <p key={`${refund.createdAt}-${n}`} className={`${styles.refund} ${tones[tone]}`}>
            {text}
          </p>
        )
      })}
    </div>
  )
}
