/** The product's logo, or its name as text when the image cannot be loaded. */
import { ImageWithFallback } from '../../../../components/ImageWithFallback'
import { TEXT } from '../texts'
import styles from './Logo.module.css'

export function Logo({ size = 40 }: { size?: number }) {
  return <ImageWithFallback src="/logo.svg" alt={TEXT.product} width={size} height={size} className={styles.image} fallback={<span className={styles.text}>{TEXT.product}</span>} />
}
