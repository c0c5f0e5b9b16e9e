/** The looked-up bookings and orders: filters, cards, and the dialogs a card opens (track, receipt,
 * cancel, change date, Pay now, return, rate). Records made on another device are only counted until this browser
 * proves the phone or e-mail with a one-time code; then they are listed like its own. */
import { Suspense, lazy, useMemo, useState } from 'react'
import { useLinkedParam } from '../../../lib/useLinkedParam'
import { Button } from '../../../components/Button'
import type { PaymentMethod } from '../../../components/payment/contract'
import { PAYMENT_AREAS } from '../../../components/payment/texts'
import { EmptyState, ErrorState, Notice, Spinner } from '../../../components/States'
import { withTexts } from '../../../i18n/catalogue'
import { useI18n } from '../../../i18n/context'
import { describeError } from '../../../i18n/errors'
import type { CancelResult, Contact, RecordResult } from '../api'
import { useOrders } from '../hooks/useOrders'
import { useTempleNames } from '../hooks/useTempleNames'
import { cancelledText, matches, movedText, statusesIn, type OrderEntry } from '../model'
import { inOurWords } from '../serverTexts'
import { targetKey, targetsOf } from '../../../lib/verification'
import { CancelDialog } from './CancelDialog'
import { MoveDialog } from './MoveDialog'
import { OrderCard } from './OrderCard'
import { ALL, OrderFilters } from './OrderFilters'
import { RateDialog } from './RateDialog'
import { ReceiptModal } from './ReceiptModal'
import { ReturnDialog } from './ReturnDialog'
import { TrackOrderModal } from './TrackOrderModal'
import { VerifyDialog, type VerifyFor } from './VerifyDialog'
import { VerifyPanel } from '../../../components/verify/VerifyPanel'
import styles from './OrderResults.module.css'

// The payment dialog and its texts load when Pay now is first used.
const PayNowDialog = lazy(() => withTexts(PAYMENT_AREAS, () => import('./PayNowDialog')))

type Dialog = 'track' | 'receipt' | 'cancel' | 'move' | 'verify' | 'pay' | 'return' | 'rate'
/** A dialog for one record, by key, so that it shows the record as the newest lookup has it. */
type Open = { dialog: Dialog; key: string; then?: VerifyFor } | undefined

const keyOf = (entry: OrderEntry) => `${entry.kind}:${entry.id}`

export function OrderResults({ contact, onChangeUser }: { contact: Contact; onChangeUser: () => void }) {
  const { t, language } = useI18n()
  const orders = useOrders(contact)
  const temples = useTempleNames((orders.entries ?? []).flatMap((e) => (e.templeId ? [e.templeId] : [])))
  const [status, setStatus] = useState(ALL)
  const [search, setSearch] = useState('')
  // Opened for one record (?id=, from the assistant or a link): the search holds its id.
  useLinkedParam('id', setSearch)
  const [open, setOpen] = useState<Open>()
  // What the last change here did, in words (cancelled, moved, paid, return requested).
  const [done, setDone] = useState<string>()
  // Contacts verified on this page; the next code goes to the first one that is not.
  const [verifiedKeys, setVerifiedKeys] = useState<string[]>([])
  const target = useMemo(() => targetsOf(contact).find((c) => !verifiedKeys.includes(targetKey(c))), [contact, verifiedKeys])

  const all = orders.entries ?? []
  const statuses = statusesIn(all)
  const shown = all.filter((e) => (status === ALL || e.status === status) && matches(e, search, e.templeId && temples.get(e.templeId)))
  const templeOf = (entry: OrderEntry | undefined) => (entry?.templeId ? temples.get(entry.templeId) : undefined)
  const dialogEntry = (dialog: Dialog) => (open?.dialog === dialog ? all.find((e) => keyOf(e) === open.key) : undefined)
  const payEntry = dialogEntry('pay')
  const needsVerifying = !orders.verified && orders.hidden > 0 && target !== undefined
  const close = () => setOpen(undefined)
  const onCancelled = (result: CancelResult) => {
    orders.applyRecord(result)
    setDone(cancelledText(t, result))
    close()
  }
  const onMoved = (result: RecordResult) => {
    orders.applyRecord(result)
    setDone(movedText(t, language, result))
    close()
  }
  const onPaid = (entry: OrderEntry, method: PaymentMethod) => {
    const cash = entry.kind === 'store' ? 'orders.cashNoteOrder' : 'orders.cashNoteBooking'
    setDone(t(method === 'cod' ? cash : 'orders.paidNote', { id: entry.shortId }))
    close()
    orders.reload()
  }
  const onPayClosed = () => {
    close()
    orders.reload()
  }
  const onReturned = (result: RecordResult) => {
    orders.applyRecord(result)
    setDone(inOurWords(t, result.message))
    close()
    orders.reload()
  }
  const onRated = (result: RecordResult) => {
    orders.applyRecord(result)
    setDone(inOurWords(t, result.message))
    close()
  }
  const onVerified = () => {
    if (target) setVerifiedKeys((keys) => [...keys, targetKey(target)])
    orders.reload()
    // A verification asked for by a card's button goes on to it.
    setOpen((current) => (current?.dialog === 'verify' && current.then ? { dialog: current.then, key: current.key } : undefined))
  }
  const openFor = (entry: OrderEntry, dialog: VerifyFor) => {
    setDone(undefined)
    setOpen({ dialog, key: keyOf(entry) })
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
      {done && <Notice tone="success">{done}</Notice>}
      {verifiedKeys.length > 0 && orders.verified && <Notice tone="success">{t('orders.verifiedNote')}</Notice>}
      {orders.error && <ErrorState message={describeError(t, orders.error)} onRetry={orders.reload} retryLabel={t('common.retry')} />}
      {!orders.entries && orders.loading && <Spinner label={t('orders.searching')} />}
      {orders.entries && all.length === 0 && orders.hidden === 0 && (
        <EmptyState title={t('orders.noOrders')}>
          <p>{t('orders.noOrdersHint')}</p>
        </EmptyState>
      )}
      {needsVerifying && open?.dialog !== 'verify' && (
        <VerifyPanel key={targetKey(target)} target={target} reason={t('orders.hiddenFound', { count: orders.hidden })} onVerified={onVerified} />
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
                  key={keyOf(entry)}
                  entry={entry}
                  templeName={templeOf(entry)}
                  onTrack={() => setOpen({ dialog: 'track', key: keyOf(entry) })}
                  onReceipt={() => openFor(entry, 'receipt')}
                  onCancel={() => openFor(entry, 'cancel')}
                  onMove={() => openFor(entry, 'move')}
                  onPayNow={() => openFor(entry, 'pay')}
                  onReturn={() => openFor(entry, 'return')}
                  onRate={() => openFor(entry, 'rate')}
                />
              ))}
            </ul>
          )}
        </>
      )}
      <TrackOrderModal entry={dialogEntry('track')} onClose={close} />
      <ReceiptModal entry={dialogEntry('receipt')} templeName={templeOf(dialogEntry('receipt'))} onClose={close} />
      <CancelDialog
        entry={dialogEntry('cancel')}
        contact={contact}
        onCancelled={onCancelled}
        onNeedsVerification={() => {
          setVerifiedKeys([])
          setOpen((current) => current && { dialog: 'verify', key: current.key, then: 'cancel' })
        }}
        onClose={close}
      />
      <MoveDialog
        entry={dialogEntry('move')}
        contact={contact}
        onMoved={onMoved}
        onNeedsVerification={() => {
          setVerifiedKeys([])
          setOpen((current) => current && { dialog: 'verify', key: current.key, then: 'move' })
        }}
        onClose={close}
      />
      <ReturnDialog entry={dialogEntry('return')} onReturned={onReturned} onClose={close} />
      <RateDialog entry={dialogEntry('rate')} onRated={onRated} onClose={close} />
      {payEntry && (
        <Suspense fallback={null}>
          <PayNowDialog entry={payEntry} onPaid={(method) => onPaid(payEntry, method)} onClose={onPayClosed} />
        </Suspense>
      )}
      <VerifyDialog entry={dialogEntry('verify')} purpose={open?.then ?? 'cancel'} target={target} onVerified={onVerified} onClose={close} />
    </section>
  )
}
