/** A rating earned from reviews, as a puja's or a priest's card shows it: a star and "4.6 (12 reviews)",
 * or "New" until there is a review (nothing is shown that nobody rated). */
import { StarIcon } from '../../../components/icons'
import { useT, type Translate } from '../../../i18n/context'

export interface Rated {
  ratingAverage?: number | null
  ratingCount: number
}

export function ratingText(t: Translate, { ratingAverage: average, ratingCount: count }: Rated): string {
  if (average == null || count < 1) return t('priests.ratingNew')
  const vars = { average: average.toFixed(1), count }
  return count === 1 ? t('priests.ratingOne', vars) : t('priests.ratingMany', vars)
}

export function Rating({ rated, className, starClassName }: { rated: Rated; className?: string; starClassName?: string }) {
  const t = useT()
  return (
    <span className={className}>
      <StarIcon size={16} className={starClassName} />
      {ratingText(t, rated)}
    </span>
  )
}
