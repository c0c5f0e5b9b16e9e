/** A temple's photo in a fixed 16:9 frame (no layout shift), or the drawn placeholder when it has none or it fails. */
import { Picture } from '../../../components/Picture'
import styles from './TemplePhoto.module.css'

export function TemplePhoto({ src, alt, className, eager = false }: { src: string | undefined; alt: string; className?: string; eager?: boolean }) {
  return <Picture src={src} alt={alt} ratio={16 / 9} sizes="(min-width: 900px) 640px, 100vw" className={`${styles.frame} ${className ?? ''}`} eager={eager} />
}
