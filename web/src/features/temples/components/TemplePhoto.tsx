/** A temple's photo at a fixed 16:9 frame (no layout shift), or a drawn temple when it has none or it fails. */
import { ImageWithFallback } from '../../../components/ImageWithFallback'
import { TempleIcon } from '../../../components/icons'
import styles from './TemplePhoto.module.css'

export function TemplePhoto({ src, alt, className, eager = false }: { src: string | undefined; alt: string; className?: string; eager?: boolean }) {
  const fallback = (
    <div className={`${styles.frame} ${styles.fallback} ${className ?? ''}`} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
      <TempleIcon size={44} />
    </div>
  )
  return <ImageWithFallback src={src} alt={alt} width={640} height={360} className={`${styles.frame} ${styles.photo} ${className ?? ''}`} fallback={fallback} loading={eager ? 'eager' : 'lazy'} />
}
