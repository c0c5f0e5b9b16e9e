/** Pay now on a record whose online payment failed or was left unfinished: the payment dialog for that
 * same record, online again or in cash. Loaded on first use, with the payment texts. */
import { PaymentDialog } from '../../../components/payment/PaymentDialog'
import type { PaymentMethod } from '../../../components/payment/contract'
import { payExisting } from '../../../components/payment/payExisting'
import { useT } from '../../../i18n/context'
import type { OrderEntry } from '../model'

interface Props {
  /** The caller's own record: the dialog sends its name, phone and e-mail to the gateway. */
  entry: OrderEntry
  onPaid: (method: PaymentMethod) => void
  onClose: () => void
}

export default function PayNowDialog({ entry, onPaid, onClose }: Props) {
  const t = useT()
  const customer = { name: entry.customerName, phone: entry.customerPhone, email: entry.customerEmail }
  const pay = payExisting({ kind: entry.kind, id: entry.id, amount: entry.amount, customer }, t)
  return <PaymentDialog open {...pay} onPaid={(success) => onPaid(success.method)} onClose={onClose} />
}
