/** The temple card: first photo (a drawn temple when none or broken), name, address, description. */
import { ImageWithFallback } from '../../../../components/ImageWithFallback'
import { TempleIcon } from '../../../../components/icons'
import { fill } from '../../ui/texts'
import type { DashboardTemple } from '../api'
import { TEXT } from '../texts'
import styles from './TempleCard.module.css'

export function TempleCard({ temple }: { temple: DashboardTemple }) {
  const alt = fill(TEXT.photoAlt, { name: temple.name })
  const fallback = (
    <div className={`${styles.photo} ${styles.fallback}`} role="img" aria-label={alt}>
      <TempleIcon size={48} />
    </div>
  )
  return (
    <section className={styles.card} aria-labelledby="temple-card-name">
      <ImageWithFallback src={temple.photos[0]} alt={alt} className={styles.photo} width={480} height={270} fallback={fallback} />
      <div className={styles.text}>
        <h2 id="temple-card-name">{temple.name}</h2>
        <p className={styles.address}>{temple.address}</p>
        <p className={styles.description}>{temple.description}</p>
      </div>
    </section>
  )
}
