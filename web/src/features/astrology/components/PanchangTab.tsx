/** The Panchang tab: a date and a city; by default the devotee's own location when the browser
 * already allows it, else New Delhi. "Use my location" asks for it, and says how to allow it
 * when it is refused. */
import { useEffect, useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Button } from '../../../components/Button'
import { TextField } from '../../../components/Field'
import { ErrorState, Notice, Spinner } from '../../../components/States'
import { useT } from '../../../i18n/context'
import { describeError } from '../../../i18n/errors'
import { ApiError } from '../../../lib/api'
import { currentPosition, locationAllowed, refused } from '../../../lib/geolocation'
import { todayISO } from '../../../lib/format'
import { useRequest } from '../../../lib/useRequest'
import { panchang, type PanchangAt } from '../api'
import { PlaceField } from './PlaceField'
import { PanchangView } from './PanchangView'
import styles from './tabs.module.css'

export const DEFAULT_CITY = 'New Delhi'
type Located = { latitude: number; longitude: number; zone: string }
type LocationState = 'idle' | 'asking' | 'denied' | 'failed'

function deviceZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Kolkata'
}

async function locate(): Promise<Located> {
  const { latitude, longitude } = await currentPosition()
  return { latitude: Number(latitude.toFixed(4)), longitude: Number(longitude.toFixed(4)), zone: deviceZone() }
}

export function PanchangTab() {
  const t = useT()
  const [params] = useSearchParams()
  const [date, setDate] = useState(() => params.get('date')?.slice(0, 10) || todayISO())
  const [typed, setTyped] = useState(() => params.get('place')?.slice(0, 200) || DEFAULT_CITY)
  const [at, setAt] = useState<PanchangAt>(() => ({ place: params.get('place')?.slice(0, 200) || DEFAULT_CITY }))
  const [location, setLocation] = useState<LocationState>('idle')
  const [placeError, setPlaceError] = useState<{ message: string; suggestions: string[] } | null>(null)

  const askForLocation = () => {
    setLocation('asking')
    locate().then(
      (found) => {
        setLocation('idle')
        setTyped('')
        setAt(found)
      },
      (error: unknown) => setLocation(refused(error) ? 'denied' : 'failed'),
    )
  }

  // Already allowed: the devotee's own place, without asking again.
  useEffect(() => {
    if (params.get('place')) return
    void locationAllowed().then((allowed) => allowed && askForLocation())
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const request = useRequest(
    (signal) =>
      panchang(date, at, signal).catch((error: unknown) => {
        // A place we do not know: say so at the field with its suggestions.
        if (error instanceof ApiError && 'place' in error.fields && 'place' in at) setPlaceError({ message: error.fields.place, suggestions: error.suggestions })
        throw error
      }),
    [date, JSON.stringify(at)],
  )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setPlaceError(null)
    if (typed.trim()) setAt({ place: typed.trim() })
  }

  const day = request.data
  const placeLabel = !day ? '' : 'place' in at ? day.place.label : day.place.near ? `${t('astrology.myLocation')} (${t('astrology.nearPlace', { place: day.place.near })})` : t('astrology.myLocation')
  const refusal = request.error && !(placeError && 'place' in request.error.fields) ? describeError(t, request.error) : null

  return (
    <div className={styles.tab}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.row}>
          <TextField id="panchang-date" type="date" label={t('astrology.panchangDate')} value={date} min="1800-01-01" max="2199-12-31" required onChange={(event) => event.target.value && setDate(event.target.value)} />
          <PlaceField
            label={t('astrology.panchangPlace')}
            value={typed}
            name="panchang-place"
            error={placeError?.message}
            onChange={(value) => {
              setTyped(value)
              setPlaceError(null)
            }}
          />
        </div>
        {placeError && placeError.suggestions.length > 0 && (
          <p className={styles.intro}>
            {t('astrology.didYouMean')}{' '}
            {placeError.suggestions.map((place) => (
              <Button key={place} variant="quiet" onClick={() => (setTyped(place), setPlaceError(null), setAt({ place }))}>
                {place}
              </Button>
            ))}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit">{t('astrology.showPanchang')}</Button>
          <Button variant="secondary" onClick={askForLocation} busy={location === 'asking'}>
            {t('astrology.useMyLocation')}
          </Button>
        </div>
        {location === 'denied' && <Notice tone="warning">{t('astrology.locationDenied')}</Notice>}
        {location === 'failed' && <Notice tone="warning">{t('astrology.locationFailed')}</Notice>}
      </form>
      {request.loading && !day && <Spinner label={t('common.loading')} />}
      {refusal && <ErrorState message={refusal} onRetry={request.reload} retryLabel={t('common.retry')} />}
      {day && <PanchangView day={day} placeLabel={placeLabel} />}
    </div>
  )
}
