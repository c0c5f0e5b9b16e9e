/** /book/priest: find a puja (search, category, Load More), book it, pay, and see it confirmed. */
import { useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { Button } from '../../components/Button'
import { ErrorState, Spinner } from '../../components/States'
import { useT } from '../../i18n/context'
import { describeError } from '../../i18n/errors'
import { remove } from '../../lib/storage'
import { useRequest } from '../../lib/useRequest'
import { ALL, getService, listCategories, type PujaService } from './api'
import { BookingConfirmation } from './components/BookingConfirmation'
import { BookingForm, type Confirmation } from './components/BookingForm'
import { PendingBookings } from './components/PendingBookings'
import { ServiceFilters } from './components/ServiceFilters'
import { ServiceList } from './components/ServiceList'
import { useDebounced } from '../../lib/useDebounced'
import { useLinkedParam } from '../../lib/useLinkedParam'
import { usePriestBookings } from './hooks/usePriestBookings'
import { useServiceList } from './hooks/useServiceList'
import styles from './PriestBookingPage.module.css'

export default function PriestBookingPage() {
  const t = useT()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const bookId = params.get('book') ?? ''
  const [search, setSearch] = useState('')
  useLinkedParam('q', setSearch) // /book/priest?q=: the search asked for
  const [category, setCategory] = useState(ALL)
  const list = useServiceList(useDebounced(search.trim(), 300), category)
  const categories = useRequest((signal) => listCategories(signal), [])
  const retryAll = () => {
    list.reload()
    if (categories.error) categories.reload()
  }
  const bookings = usePriestBookings()
  const [chosen, setChosen] = useState<PujaService | null>(null)
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null)
  const [seenDelivered, setSeenDelivered] = useState(0)
  const pushed = useRef(false)

  // Opened by a link or a reload (?book=<id>): the puja is fetched by its id.
  const needsFetch = Boolean(bookId) && chosen?.id !== bookId
  const fetched = useRequest((signal) => (needsFetch ? getService(bookId, signal) : Promise.resolve(null)), [bookId, needsFetch])
  const service = chosen?.id === bookId ? chosen : fetched.data

  // A booking saved offline went through later: its form is done with; show its confirmation.
  const { delivered, settle } = bookings
  const latest = delivered.length > seenDelivered ? delivered[delivered.length - 1] : undefined
  useEffect(() => {
    for (const booking of delivered) {
      remove(`draft.priest-form.${booking.serviceId}`)
      settle(booking.id)
    }
  }, [delivered, settle])

  const book = (next: PujaService) => {
    setChosen(next)
    pushed.current = true
    setParams({ book: next.id })
  }
  const backToList = () => {
    setConfirmation(null)
    setSeenDelivered(delivered.length)
    if (!bookId) return
    if (pushed.current) navigate(-1)
    else setParams({}, { replace: true })
    pushed.current = false
  }
  const booked = (done: Confirmation) => {
    settle(done.booking.id)
    setConfirmation(done)
  }
  const clearFilters = () => {
    setSearch('')
    setCategory(ALL)
  }

  const pending = <PendingBookings count={bookings.queued.length} onRetry={() => void bookings.retry()} />
  const shown = confirmation ?? (latest ? { booking: latest } : null)
  const formOpen = !shown && Boolean(bookId && service)
  let view = null
  if (shown) view = <BookingConfirmation confirmation={shown} delivered={!confirmation} onBack={backToList} />
  else if (formOpen && service) view = <BookingForm key={service.id} service={service} create={bookings.create} onBack={backToList} onBooked={booked} notice={pending} />
  else if (bookId && fetched.error)
    view = (
      <>
        <ErrorState message={describeError(t, fetched.error)} onRetry={fetched.reload} retryLabel={t('common.retry')} />
        <Button variant="secondary" className={styles.back} onClick={backToList}>
          {t('priests.backToServices')}
        </Button>
      </>
    )
  else if (bookId) view = <Spinner label={t('common.loading')} />

  return (
    <div className="page">
      {!formOpen && pending}
      {view}
      {/* Kept mounted while a form is open, so Back returns to the same list and place. */}
      <div hidden={Boolean(view)}>
        <header className={styles.header}>
          <h1>{t('priests.title')}</h1>
          <p className={styles.subtitle}>{t('priests.subtitle')}</p>
        </header>
        <ServiceFilters search={search} category={category} onSearch={setSearch} onCategory={setCategory} onClear={clearFilters} categories={categories} showError={!list.error} />
        <ServiceList list={list} onBook={book} onClear={clearFilters} onRetry={retryAll} />
      </div>
    </div>
  )
}
