/** The reviews table: stars, comment, what was reviewed (record, kind), the devotee, when, whether
 * it is shown, and Hide / Show. */
import { Button } from '../../../../components/Button'
import { StarIcon } from '../../../../components/icons'
import { formatDateTime } from '../../../../lib/format'
import { useLimits } from '../../../../lib/site'
import { AdminTable } from '../../ui/AdminTable'
import { fill } from '../../ui/texts'
import type { Review } from '../api'
import { KIND_LABELS, TEXT } from '../texts'
import styles from './ReviewsTable.module.css'

interface Props {
  reviews: Review[]
  /** May hide and show (a temple admin needs the manage-bookings permission). */
  moderates: boolean
  busyId?: string
  onToggle: (review: Review) => void
}

function Stars({ stars }: { stars: number }) {
  // Out of the most a review may give (GET /api/site); until that is known, the stars given.
  const most = useLimits()?.maxStars ?? stars
  return (
    <span className={styles.stars} role="img" aria-label={fill(TEXT.stars, { stars })}>
      {Array.from({ length: most }, (_, i) => (
        <StarIcon key={i} size={14} className={i < stars ? styles.on : styles.off} />
      ))}
    </span>
  )
}

export function ReviewsTable({ reviews, moderates, busyId, onToggle }: Props) {
  return (
    <div className={styles.compact}>
      <AdminTable caption={TEXT.caption}>
        <thead>
          <tr>
            <th scope="col">{TEXT.rating}</th>
            <th scope="col">{TEXT.comment}</th>
            <th scope="col">{TEXT.about}</th>
            <th scope="col">{TEXT.customer}</th>
            <th scope="col">{TEXT.created}</th>
            <th scope="col">{TEXT.visibility}</th>
            {moderates && <th scope="col">{TEXT.actions}</th>}
          </tr>
        </thead>
        <tbody>
          {reviews.map((review) => (
            <tr key={review.id} className={review.hidden ? styles.hiddenRow : undefined}>
              <td>
                <Stars stars={review.stars} />
              </td>
              <td className={styles.comment}>{review.comment || <span className={styles.sub}>{TEXT.noComment}</span>}</td>
              <td>
                <span className={styles.subject}>{review.subjectName}</span>
                <span className={styles.id}>{review.recordId}</span>
                <span className={styles.sub}>{KIND_LABELS[review.recordKind]}</span>
              </td>
              <td>{review.customerName}</td>
              <td className={styles.date}>
                <time dateTime={review.createdAt}>{formatDateTime(review.createdAt)}</time>
              </td>
              <td>
                <span className={review.hidden ? styles.badgeHidden : styles.badgeShown}>{review.hidden ? TEXT.hidden : TEXT.shown}</span>
              </td>
              {moderates && (
                <td>
                  <Button
                    variant={review.hidden ? 'secondary' : 'quiet'}
                    busy={busyId === review.id}
                    disabled={busyId !== undefined && busyId !== review.id}
                    onClick={() => onToggle(review)}
                    aria-label={fill(review.hidden ? TEXT.showOf : TEXT.hideOf, { id: review.id })}
                  >
                    {review.hidden ? TEXT.show : TEXT.hide}
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </div>
  )
}
