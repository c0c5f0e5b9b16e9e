/** /priest: the priest's bookings, today's first, then the days ahead; each with its place, family
 * and the steps the server allows now. */
import { Button } from '../../components/Button'
import { EmptyState, ErrorState, Spinner } from '../../components/States'
import { useI18n } from '../../i18n/context'
import { VisitCard } from './components/VisitCard'
import { describePriestError } from './errors'
import { useVisits } from './hooks/useVisits'
import { usePriestSession } from './session'
import { dayLabel } from './when'
import styles from './BookingsPage.module.css'

export default function BookingsPage() {
  const { t, language } = useI18n()
  const { me } = usePriestSession()
  const { today, visits, loading, error, reload, changed } = useVisits()
  const todays = visits.filter((visit) => visit.selectedDate <= (today ?? ''))
  const later = visits.filter((visit) => visit.selectedDate > (today ?? ''))

  const section = (title: string, shown: typeof visits, empty: string) => (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      {shown.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <ul className={styles.list}>
          {shown.map((visit) => (
            <li key={visit.bookingId}>
              <VisitCard visit={visit} today={today ?? ''} onChanged={(next) => changed(visit.bookingId, next)} onRefused={reload} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )

  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.greeting}>{t('priest.greeting', { name: me.name })}</h1>
        <Button variant="secondary" onClick={reload}>
          {t('priest.refresh')}
        </Button>
      </div>
      {loading ? (
        <Spinner label={t('common.loading')} />
      ) : error ? (
        <ErrorState message={describePriestError(t, error)} onRetry={reload} retryLabel={t('common.retry')} />
      ) : (
        <>
          {section(`${t('priest.today')}${today ? ` · ${dayLabel(today, language)}` : ''}`, todays, t('priest.nothingToday'))}
          {section(t('priest.upcoming'), later, t('priest.nothingUpcoming'))}
        </>
      )}
    </>
  )
}
