/** A refund's state as a coloured pill, in the same look as every other admin status
 * (Awaiting approval yellow, Initiated blue, Credited green, Failed red, Declined grey). */
import type { RefundState } from '../api'
import { stateLabel, stateTone } from '../refundText'
import styles from '../../ui/StatusBadge.module.css'

export function RefundBadge({ state }: { state: RefundState }) {
  return <span className={`${styles.badge} ${styles[stateTone(state)]}`}>{stateLabel(state)}</span>
}
