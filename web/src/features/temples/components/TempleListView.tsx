/** The temple list: filters, results of 6 per page, empty, loading and error states. */
import { useEffect, useRef, useState } from 'react'
import { useI18n } from '../../../i18n/context'
import { describeError } from '../../../i18n/errors'
import { useRequest } from '../../../lib/useRequest'
import { ErrorState, Spinner } from '../../../components/States'
import { listTemples } from '../api'
import { useDebounced } from '../../../lib/useDebounced'
import type { MyLocation } from '../hooks/useMyLocation'
import type { TempleParams } from '../hooks/useTempleParams'
import { TempleCard } from './TempleCard'
import { TempleFilters } from './TempleFilters'
import { Pagination } from './Pagination'
import { NoTemples } from './NoTemples'
import styles from './TempleListView.module.css'

interface Props {
  params: TempleParams
  location: MyLocation
  radiusOptions: number[]
}

export function TempleListView({ params, location, radiusOptions }: Props) {
  const { t } = useI18n()
  const { search, page, radius, setList, href } = params
  const [text, setText] = useState(search)
  const settled = useDebounced(text.trim())
  const top = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (settled !== search) setList({ q: settled, page: undefined })
    // Only a settled change of the typed text searches; `search` follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled])

  const point = location.point
  const near = point ? { ...point, radiusKm: radius } : undefined
  const result = useRequest((signal) => listTemples({ search, near, page }, signal), [search, point?.latitude, point?.longitude, radius, page])
  const data = result.data

  const goToPage = (next: number) => {
    setList({ page: next > 1 ? next : undefined })
    top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' })
  }
  const clearSearch = () => {
    setText('')
    setList({ q: undefined, page: undefined })
  }

  return (
    <div className="page">
      <h1 className={styles.title}>{t('temples.title')}</h1>
      <p className={styles.subtitle}>{t('temples.subtitle')}</p>
      <TempleFilters
        text={text}
        onText={setText}
        onSubmit={() => setList({ q: text.trim(), page: undefined })}
        radius={radius}
        radiusOptions={radiusOptions}
        onRadius={(km) => setList({ r: km, page: undefined })}
        location={location}
      />

      <div className={styles.results}>
        {result.error ? (
          <ErrorState message={describeError(t, result.error)} onRetry={result.reload} retryLabel={t('common.retry')} />
        ) : !data ? (
          <Spinner label={t('temples.loadingTemples')} />
        ) : data.total === 0 ? (
          <NoTemples
            nearKm={near ? radius : undefined}
            widerKm={radiusOptions.find((km) => km > radius)}
            search={search}
            onWiden={(km) => setList({ r: km, page: undefined })}
            onShowAll={location.clear}
            onClearSearch={clearSearch}
          />
        ) : (
          <section aria-busy={result.loading || undefined}>
            <h2 ref={top} className={styles.count} aria-live="polite">
              {data.total === 1 ? t('temples.resultsOne') : t('temples.resultsMany', { count: data.total })}
            </h2>
            <ul className={`${styles.grid} ${result.loading ? styles.stale : ''}`}>
              {/* One column on a phone: the first card is the first screen. */}
              {data.items.map((temple, index) => (
                <li key={temple.id}>
                  <TempleCard temple={temple} to={href({ temple: temple.id, service: undefined })} eager={index === 0} />
                </li>
              ))}
            </ul>
            {data.pages > 1 && <Pagination page={data.page} pages={data.pages} onPage={goToPage} />}
          </section>
        )}
      </div>
    </div>
  )
}
