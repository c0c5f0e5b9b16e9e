/** Stars as a radio group: one labelled choice per star ("1 star" … "5 stars"), picked with a tap or
 * the arrow keys; stars up to the chosen one are filled. */
import { useId } from 'react'
import { StarIcon } from '../../../components/icons'
import { useT } from '../../../i18n/context'
import styles from './StarPicker.module.css'

interface Props {
  legend: string
  value: number | undefined
  min: number
  max: number
  error?: string
  onChange: (stars: number) => void
}

export function StarPicker({ legend, value, min, max, error, onChange }: Props) {
  const t = useT()
  const name = useId()
  const errorId = `${name}-error`
  const choices = Array.from({ length: max - min + 1 }, (_, i) => min + i)
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.stars}>
        {choices.map((stars) => (
          <label key={stars} className={`${styles.star} ${value !== undefined && stars <= value ? styles.on : ''}`}>
            <input className="visually-hidden" type="radio" name={name} value={stars} checked={value === stars} onChange={() => onChange(stars)} />
            <StarIcon size={34} className={styles.icon} />
            <span className="visually-hidden">{stars === 1 ? t('orders.starOne') : t('orders.starMany', { count: stars })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}

/** The stars given, filled up to `stars`, with the number said in words for screen readers. */
export function StarsGiven({ stars, max, label }: { stars: number; max: number; label: string }) {
  return (
    <span className={styles.given} role="img" aria-label={label}>
      {Array.from({ length: max }, (_, i) => (
        <StarIcon key={i} size={16} className={i < stars ? styles.givenOn : styles.givenOff} />
      ))}
    </span>
  )
}
