/** /user/orders: look up bookings and orders by phone or e-mail, then track, print receipts or cancel. */
import { useT } from '../../i18n/context'
import { LookupForm } from './components/LookupForm'
import { OrderResults } from './components/OrderResults'
import { useRememberedContact } from './hooks/useRememberedContact'
import styles from './MyOrdersPage.module.css'

export default function MyOrdersPage() {
  const t = useT()
  const [contact, remember, forget] = useRememberedContact()
  return (
    <div className="page">
      <header className={styles.header}>
        <h1>{t('orders.title')}</h1>
        <p className={styles.subtitle}>{t('orders.subtitle')}</p>
      </header>
      {contact ? <OrderResults key={JSON.stringify(contact)} contact={contact} onChangeUser={forget} /> : <LookupForm onLookup={remember} />}
    </div>
  )
}
