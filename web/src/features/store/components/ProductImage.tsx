/** A product's picture in a 4:3 frame (cards, product page) or a small square (cart lines). */
import { Picture } from '../../../components/Picture'
import styles from './ProductImage.module.css'

const SIZES = {
  large: '(min-width: 900px) 420px, 100vw',
  small: '52px',
}

export function ProductImage({ image, alt = '', size = 'large', eager = false }: { image: string | undefined; alt?: string; size?: 'large' | 'small'; eager?: boolean }) {
  return <Picture src={image} alt={alt} ratio={size === 'large' ? 4 / 3 : 1} sizes={SIZES[size]} className={`${styles.frame} ${styles[size]}`} eager={eager} />
}
