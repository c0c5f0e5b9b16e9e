/** One temple (?temple=<id>): photos, address and map, its timings, its poojas, and the booking form for a chosen one. */
import { useLocation, useNavigate } from 'react-router-dom'
import { useI18n } from '../../../i18n/context'
import { describeError } from '../../../i18n/errors'
import { useRequest } from '../../../lib/useRequest'
import type { Outbox } from '../../../lib/useOutbox'
import { Button } from '../../../components/Button'
import { ErrorState, Notice, Spinner } from '../../../components/States'
import { getTemple, mapLink } from '../api'
import type { TempleBooking } from '../../../lib/records'
import { distanceKm, formatKm, type Point } from '../geo'
import type { TempleParams } from '../hooks/useTempleParams'
import { TempleGallery } from './TempleGallery'
import { ServiceList } from './ServiceList'
import { TempleTimings } from './TempleTimings'
import { BookingPanel } from './BookingPanel'
import styles from './TempleDetailView.module.css'

interface Props {
  params: TempleParams
  templeId: string
  point: Point | undefined
  box: Outbox<TempleBooking>
}

export function TempleDetailView({ params, templeId, point, box }: Props) {
  const { t, language } = useI18n()
  const navigate = useNavigate()
  const state = useLocation().state as { fromList?: boolean; fromServices?: boolean } | null
  const result = useRequest((signal) => getTemple(templeId, signal), [templeId])
  const temple = result.data
  const listHref = params.href({ temple: undefined, service: undefined })
  const servicesHref = params.href({ service: undefined })
  const service = temple?.services.find((candidate) => candidate.id === params.serviceId)

  // Came here from the list (or the pooja list)? Going back restores where the devotee was.
  const backToList = () => (state?.fromList ? navigate(-1) : navigate(listHref))
  const backToServices = () => (state?.fromServices ? navigate(-1) : navigate(servicesHref, { replace: true }))

  return (
    <div className="page">
      <Button variant="quiet" onClick={backToList} className={styles.back}>
        <span aria-hidden="true">←</span> {t('temples.backToTemples')}
      </Button>
      {result.error ? (
        <ErrorState message={describeError(t, result.error)} onRetry={result.reload} retryLabel={t('common.retry')} />
      ) : !temple ? (
        <div className={styles.loading}>
          <Spinner label={t('temples.loadingTemple')} />
        </div>
      ) : (
        <article className={styles.layout}>
          <div className={styles.about}>
            <TempleGallery name={temple.name} photos={temple.photos} />
            <h1 className={styles.name}>{temple.name}</h1>
            <p className={styles.address}>{temple.address}</p>
            {point && <p className={styles.distance}>{t('temples.distance', { km: formatKm(distanceKm(point, temple.coordinates), language === 'hi' ? 'hi-IN' : 'en-IN') })}</p>}
            <a className={styles.map} href={mapLink(temple.coordinates)} target="_blank" rel="noopener noreferrer">
              {t('temples.openMap')} <span className="visually-hidden">{t('temples.opensNewTab')}</span>
              <span aria-hidden="true">↗</span>
            </a>
            <p className={styles.description}>{temple.description}</p>
          </div>
          <div className={styles.services}>
            {params.serviceId && !service && <Notice tone="warning">{t('temples.serviceGone')}</Notice>}
            {/* Beside the poojas, not under the photo: that column stays in view while the poojas scroll, so
                anything below its fold would be out of reach. */}
            {!service && <TempleTimings temple={temple} />}
            {service ? (
              <BookingPanel key={service.id} temple={temple} service={service} box={box} onBack={backToServices} backToList={listHref} />
            ) : (
              <ServiceList services={temple.services} onBook={(chosen) => navigate(params.href({ service: chosen.id }), { state: { ...state, fromServices: true } })} />
            )}
          </div>
        </article>
      )}
    </div>
  )
}
