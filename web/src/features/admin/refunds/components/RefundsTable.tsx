/** The refunds table: the refund's id, the booking or order, amount, reason and status in
 * words, when it was made, and Approve refund / Decline for a store return awaiting approval. */
import { Button } from '../../../../components/Button'
import { formatDateTime, formatINR } from '../../../../lib/format'
import { AdminTable } from '../../ui/AdminTable'
import { fill } from '../../ui/texts'
import type { Decision, Refund } from '../api'
import { awaitsDecision, kindLabel, reasonLabel } from '../refundText'
import { TEXT } from '../texts'
import { RefundBadge } from './RefundBadge'
import styles from './RefundsTable.module.css'

interface Props {
  refunds: Refund[]
  onDecide: (refund: Refund, decision: Decision) => void
}

export function RefundsTable({ refunds, onDecide }: Props) {
  // Most refunds need nothing from an admin: the column is there only when one does.
  const decisions = refunds.some(awaitsDecision)
  return (
    <div className={styles.compact}>
      <AdminTable caption={TEXT.caption}>
        <thead>
          <tr>
            <th scope="col">{TEXT.refundId}</th>
            <th scope="col">{TEXT.record}</th>
            <th scope="col">{TEXT.amount}</th>
            <th scope="col">{TEXT.reason}</th>
            <th scope="col">{TEXT.status}</th>
            <th scope="col">{TEXT.created}</th>
            {decisions && <th scope="col">{TEXT.actions}</th>}
          </tr>
        </thead>
        <tbody>
          {refunds.map((refund) => (
            <tr key={refund.id}>
              <td>
                <span className={styles.id}>{refund.id}</span>
              </td>
              <td>
                <span className={styles.id}>{refund.targetId}</span>
                <span className={styles.sub}>{kindLabel(refund)}</span>
              </td>
              <td className={styles.money}>{formatINR(refund.amount)}</td>
              <td className={styles.reason}>{reasonLabel(refund.reason)}</td>
              <td>
                <RefundBadge state={refund.state} />
              </td>
              <td className={styles.date}>
                <time dateTime={refund.createdAt}>{formatDateTime(refund.createdAt)}</time>
                {refund.updatedAt !== refund.createdAt && <span className={styles.sub}>{fill(TEXT.updatedLine, { date: formatDateTime(refund.updatedAt) })}</span>}
              </td>
              {decisions && (
                <td>
                  {awaitsDecision(refund) && (
                    <div className={styles.actions}>
                      <Button variant="primary" onClick={() => onDecide(refund, 'approve')} aria-label={fill(TEXT.approveOf, { id: refund.id })}>
                        {TEXT.approve}
                      </Button>
                      <Button variant="quiet" onClick={() => onDecide(refund, 'decline')} aria-label={fill(TEXT.declineOf, { id: refund.id })}>
                        {TEXT.decline}
                      </Button>
                    </div>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </div>
  )
}
