/** A temple's photos: the first large, the rest in a row that scrolls sideways. */
import { useT } from '../../../i18n/context'
import { TemplePhoto } from './TemplePhoto'
import styles from './TempleGallery.module.css'

export function TempleGallery({ name, photos }: { name: string; photos: string[] }) {
  const t = useT()
  const alt = t('temples.photoOf', { name })
  if (photos.length <= 1) return <TemplePhoto src={photos[0]} alt={photos.length ? alt : ''} className={styles.main} eager />
  return (
    // Scrolls sideways, so it must be reachable by keyboard too.
    <ul className={styles.strip} tabIndex={0} aria-label={alt}>
      {photos.map((src, index) => (
        <li key={src}>
          <TemplePhoto src={src} alt={`${alt} (${index + 1}/${photos.length})`} className={styles.main} eager={index === 0} />
        </li>
      ))}
    </ul>
  )
}
