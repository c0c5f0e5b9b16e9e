/** The looked-up bookings and orders: filters, cards, and the track, receipt and cancel dialogs. */
import { useState } from 'react'
import { useLinkedParam } from '../../../lib/useLinkedParam'
import { Button } from '../../../components/Button'
import { EmptyState, ErrorState, Notice, Spinner } from '../../../components/States'
import { useT } from '../../../i18n/context'
import { describeError } from '../../../i18n/errors'
import type { CancelResult, Contact } from '../api'
import { useOrders } from '../hooks/useOrders'
import { useTempleNames } from '../hooks/useTempleNames'
import { matches, statusesIn, type OrderEntry } from '../model'
import { CancelDialog } from './CancelDialog'
import { OrderCard } from './OrderCard'
import { ALL, OrderFilters } from './OrderFilters'
import { ReceiptModal } from './ReceiptModal'
import { TrackOrderModal } from './TrackOrderModal'
import styles from './OrderResults.module.css'

type Open = { dialog: 'track' | 'receipt' | 'cancel'; entry: OrderEntry } | undefined

export function OrderResults({ contact, onChangeUser }: { contact: Contact; onChangeUser: () => void }) {
  const t = useT()
  const orders = useOrders(contact)
  const temples = useTempleNames((orders.entries ?? []).flatMap((e) => (e.templeId ? [e.templeId] : [])))
  const [status, setStatus] = useState(ALL)
  const [search, setSearch] = useState('')
  // Opened for one record (?id=, from the assistant or a link): the search holds its id.
  useLinkedParam('id', setSearch)
  const [open, setOpen] = useState<Open>()
  const [cancelled, setCancelled] = useState<CancelResult>()

  const all = orders.entries ?? []
  const statuses = statusesIn(all)
  const shown = all.filter((e) => (status === ALL || e.status === status) && matches(e, search, e.templeId && temples.get(e.templeId)))
  const templeOf = (entry: OrderEntry | undefined) => (entry?.templeId ? temples.get(entry.templeId) : undefined)
  const dialogEntry = (dialog: NonNullable<Open>['dialog']) => (open?.dialog === dialog ? open.entry : undefined)
  const onCancelled = (result: CancelResult) => {
    orders.applyCancel(result)
    setCancelled(result)
    setOpen(undefined)
  }
  const clearFilters = () => {
    setStatus(ALL)
    setSearch('')
  }

  return (
    <section aria-labelledby="orders-for">
      <div className={styles.head}>
        <h2 id="orders-for" className={styles.title}>
          {t('orders.ordersFor', { contact: contact.phone ?? contact.email ?? '' })}
        </h2>
        <Button variant="secondary" onClick={onChangeUser}>
          {t('orders.changeUser')}
        </Button>
      </div>
      {cancelled && (
        <Notice tone="success">
          {t('orders.cancelledNote', { id: cancelled.record.id })} {cancelled.refundDue && t('orders.refundNote')}
        </Notice>
      )}
      {orders.error && <ErrorState message={describeError(t, orders.error)} onRetry={orders.reload} retryLabel={t('common.retry')} />}
      {!orders.entries && orders.loading && <Spinner label={t('orders.searching')} />}
      {orders.entries && all.length === 0 && (
        <EmptyState title={t('orders.noOrders')}>
          <p>{t('orders.noOrdersHint')}</p>
        </EmptyState>
      )}
      {all.length > 0 && (
        <>
          <OrderFilters statuses={statuses} status={status} search={search} onStatus={setStatus} onSearch={setSearch} />
          <p className={styles.count} aria-live="polite">
            {t('orders.showing', { shown: shown.length, total: all.length })}
          </p>
          {shown.length === 0 ? (
            <EmptyState title={t('orders.noMatches')}>
              <Button variant="secondary" onClick={clearFilters}>
                {t('orders.clearFilters')}
              </Button>
            </EmptyState>
          ) : (
            <ul className={styles.list}>
              {shown.map((entry) => (
                <OrderCard
                  key={`${entry.kind}:${entry.id}`}
                  entry={entry}
                  templeName={templeOf(entry)}
                  onTrack={() => setOpen({ dialog: 'track', entry })}
                  onReceipt={() => setOpen({ dialog: 'receipt', entry })}
                  onCancel={() => setOpen({ dialog: 'cancel', entry })}
                />
              ))}
            </ul>
          )}
        </>
      )}
      <TrackOrderModal entry={dialogEntry('track')} onClose={() => setOpen(undefined)} />
      <ReceiptModal entry={dialogEntry('receipt')} templeName={templeOf(dialogEntry('receipt'))} onClose={() => setOpen(undefined)} />
      <CancelDialog entry={dialogEntry('cancel')} contact={contact} onCancelled={onCancelled} onClose={() => setOpen(undefined)} />
    </section>
  )
}
