/** A product's picture: its first image when that is a URL, else the emoji it names (📦 by default). */
import { ImageWithFallback } from '../../../components/ImageWithFallback'
import styles from './ProductImage.module.css'

const FALLBACK = '📦'

function isUrl(image: string): boolean {
  return /^(https?:)?\/\//i.test(image) || image.startsWith('/') || image.startsWith('data:image/')
}

export function ProductImage({ image, size = 'large' }: { image: string | undefined; size?: 'large' | 'small' }) {
  const emoji = (
    <span className={styles.emoji} aria-hidden="true">
      {image && !isUrl(image) ? image : FALLBACK}
    </span>
  )
  return (
    <div className={`${styles.frame} ${styles[size]}`}>
      {image && isUrl(image) ? <ImageWithFallback src={image} alt="" className={styles.photo} fallback={emoji} /> : emoji}
    </div>
  )
}
