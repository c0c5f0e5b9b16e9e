/** The order is in: its id, total, how it is paid, and when it ships. */
import { Link } from 'react-router-dom'
import { Button } from '../../../components/Button'
import { Modal } from '../../../components/Modal'
import { useT } from '../../../i18n/context'
import { formatINR } from '../../../lib/format'
import { receiptPath } from '../../../lib/records'
import type { Confirmation } from '../hooks/useCheckout'
import styles from './OrderConfirmation.module.css'

export function OrderConfirmation({ confirmation, onClose }: { confirmation: Confirmation | undefined; onClose: () => void }) {
  const t = useT()
  const payment = { online: t('store.paidOnline'), cod: t('store.cashOnDelivery'), later: t('store.paymentLater') }
  const footer = (
    <>
      <Link to="/user/orders" className={styles.link}>
        {t('store.viewOrders')}
      </Link>
      {/* A receipt proves a payment: cash on delivery has one once the order is delivered and paid. */}
      {confirmation?.method === 'online' && (
        <Link to={receiptPath('store', confirmation.id)} className={styles.link}>
          {t('store.viewReceipt')}
        </Link>
      )}
      <Button onClick={onClose}>{t('store.continueShopping')}</Button>
    </>
  )
  return (
    <Modal open={confirmation !== undefined} title={t('store.confirmedTitle')} onClose={onClose} closeLabel={t('common.close')} footer={footer}>
      {confirmation && (
        <div className={styles.body}>
          <p className={styles.mark} aria-hidden="true">
            ✓
          </p>
          <p>{t('store.confirmedThanks')}</p>
          <dl className={styles.facts}>
            <dt>{t('store.orderId')}</dt>
            <dd>{confirmation.shortId ?? confirmation.id}</dd>
            <dt>{t('store.total')}</dt>
            <dd>{formatINR(confirmation.total)}</dd>
            <dt>{t('store.payment')}</dt>
            <dd>{payment[confirmation.method]}</dd>
          </dl>
        </div>
      )}
    </Modal>
  )
}
