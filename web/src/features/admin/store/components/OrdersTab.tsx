/** Orders tab: search and status filter, the table with its status dropdown, details and address dialogs. */
import { useState } from 'react'
import { SelectField } from '../../../../components/Field'
import { Notice } from '../../../../components/States'
import { useAdminAction } from '../../shell/useAdminRequest'
import { ListPage } from '../../ui/ListPage'
import { SearchBox } from '../../ui/SearchBox'
import { describeAdminError } from '../../ui/errors'
import { statusLabel } from '../../ui/StatusBadge'
import { fill } from '../../ui/texts'
import { ORDER_STATUSES, storeApi, type OrderRow, type StoreOrder } from '../api'
import { useModalDraft } from '../hooks/useModalDraft'
import { useOrderStatus } from '../hooks/useOrderStatus'
import { useOrders } from '../hooks/useStoreLists'
import { TEXT } from '../texts'
import { AddressFormModal, NO_ADDRESS, addressValues } from './AddressFormModal'
import { OrderDetailsModal } from './OrderDetailsModal'
import { OrdersTable } from './OrdersTable'
import styles from './tabs.module.css'


export function OrdersTab({ onChanged }: { onChanged: () => void }) {
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState('all')
  const orders = useOrders(search, status)
  const statuses = useOrderStatus(() => {
    orders.reload()
    onChanged()
  })
  const [viewing, setViewing] = useState<string>()
  const addressForm = useModalDraft('admin-store-address', NO_ADDRESS)
  const { run } = useAdminAction()
  const [addressBusyId, setAddressBusyId] = useState<string>()
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>()

  const editAddress = (order: StoreOrder) => {
    setViewing(undefined)
    addressForm.open(order.id, addressValues(order))
  }
  // The table row has no address: fetch the order first, so the form starts from what is stored.
  const editAddressOf = async (row: OrderRow) => {
    setAddressBusyId(row.id)
    setNotice(undefined)
    try {
      editAddress(await run(() => storeApi.order(row.id)))
    } catch (error) {
      setNotice({ tone: 'error', text: describeAdminError(error) })
    } finally {
      setAddressBusyId(undefined)
    }
  }

  const message = notice ?? statuses.message
  return (
    <section aria-label={TEXT.orders}>
      <ListPage
        toolbar={
          <div className={styles.filters}>
            <SearchBox label={TEXT.searchOrders} value={search} onChange={setSearch} placeholder={TEXT.searchOrdersPlaceholder} />
            <SelectField label={TEXT.statusFilter} value={status} onChange={(event) => setStatus(event.target.value)}>
              <option value="all">{TEXT.allStatuses}</option>
              {ORDER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {statusLabel(value)}
                </option>
              ))}
            </SelectField>
          </div>
        }
        notices={message && <Notice tone={message.tone}>{message.text}</Notice>}
        list={orders}
        emptyTitle={TEXT.noOrders}
      >
        {(rows) => (
          <OrdersTable
            rows={rows}
            statusOf={statuses.statusOf}
            optionsOf={statuses.optionsOf}
            busyId={statuses.busyId}
            onStatus={(row, next) => {
              setNotice(undefined)
              void statuses.change(row, next)
            }}
            onView={(row) => setViewing(row.id)}
            onEditAddress={editAddressOf}
            addressBusyId={addressBusyId}
          />
        )}
      </ListPage>

      <OrderDetailsModal orderId={viewing} onClose={() => setViewing(undefined)} onEditAddress={editAddress} />
      <AddressFormModal
        draft={addressForm.draft}
        onChange={addressForm.change}
        onClose={addressForm.close}
        onSaved={(order) => {
          addressForm.close()
          setNotice({ tone: 'success', text: fill(TEXT.addressSaved, { id: order.id }) })
        }}
      />
    </section>
  )
}
