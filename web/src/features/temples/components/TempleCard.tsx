/** One temple in the list: a real link to its detail, with photo, address, distance and a short description. */
import { Link } from 'react-router-dom'
import { useI18n } from '../../../i18n/context'
import type { Temple } from '../api'
import { formatKm } from '../geo'
import { TemplePhoto } from './TemplePhoto'
import styles from './TempleCard.module.css'

/** eager: the card opens the list on a phone's first screen, so its photo is fetched first. */
export function TempleCard({ temple, to, eager = false }: { temple: Temple; to: string; eager?: boolean }) {
  const { t, language } = useI18n()
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN'
  return (
    <Link to={to} state={{ fromList: true }} className={styles.card}>
      <TemplePhoto src={temple.photos[0]} alt="" className={styles.photo} eager={eager} />
      <div className={styles.body}>
        <h3 className={styles.name}>{temple.name}</h3>
        <p className={styles.address}>{temple.address}</p>
        {typeof temple.distanceKm === 'number' && <p className={styles.distance}>{t('temples.distance', { km: formatKm(temple.distanceKm, locale) })}</p>}
        <p className={styles.description}>{temple.description}</p>
        <span className={styles.cta}>
          {t('temples.viewServices')} <span aria-hidden="true">→</span>
        </span>
      </div>
    </Link>
  )
}
