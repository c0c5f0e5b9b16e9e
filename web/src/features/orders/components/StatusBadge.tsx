/** A small coloured label for an order or payment status. */
import type { Tone } from '../model'
import styles from './StatusBadge.module.css'
import tones from './Tones.module.css'

export function StatusBadge({ tone, children }: { tone: Tone; children: string }) {
  return <span className={`${styles.badge} ${tones[tone]}`}>{children}</span>
}
