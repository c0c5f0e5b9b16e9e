/** A product's or category's picture: an image URL, else the emoji it holds, else a box (📦). */
import { ImageWithFallback } from '../../../../components/ImageWithFallback'
import styles from './ProductImage.module.css'

const BOX = '📦'

export function isImageUrl(image: string): boolean {
  return /^(https?:)?\/\//i.test(image) || image.startsWith('/') || image.startsWith('data:image/')
}

export function ProductImage({ image, fallback = BOX }: { image: string | null | undefined; fallback?: string }) {
  const emoji = (
    <span className={styles.emoji} aria-hidden="true">
      {image && !isImageUrl(image) ? image : fallback}
    </span>
  )
  return <div className={styles.frame}>{image && isImageUrl(image) ? <ImageWithFallback src={image} alt="" className={styles.photo} fallback={emoji} /> : emoji}</div>
}
